import { SOFTWARE_PERMISSIONS as P, type TSoftCode } from '@diagops/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import { type KitColumn, KitListPage } from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { getSoftwareList } from '../api/software-calls';
import { labelOf, useModelOptions } from '../api/software-options';

/** /produce/list — every software with its newest released version and the models it runs on. */
export default function SoftwareListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const models = useModelOptions(i18n.language);
  const zh = i18n.language === 'zh-CN';
  const columns: KitColumn<TSoftCode>[] = [
    { title: t('software.code'), dataIndex: 'code', width: 140, sortKey: 'code', fixed: 'left' },
    { title: t('software.name'), dataIndex: 'name', width: 200, render: (_, r) => (zh ? r.nameZh : r.nameEn) },
    {
      title: t('software.latestVersion'),
      dataIndex: 'latestVersion',
      width: 130,
      search: false,
      render: (_, r) => (r.latestVersion ? <Tag color="success">{r.latestVersion}</Tag> : t('software.noRelease')),
    },
    { title: t('software.releaseTime'), dataIndex: 'latestReleaseTime', width: 170, valueType: 'dateTime', search: false },
    {
      title: t('software.productModels'),
      dataIndex: 'productModelId',
      width: 280,
      valueType: 'select',
      fieldProps: { options: models.data ?? [], showSearch: true },
      render: (_, r) => r.productModelIds.map((id) => <Tag key={id}>{labelOf(models.data, id)}</Tag>),
    },
    {
      title: t('kit.actions'),
      key: 'actions',
      width: 120,
      search: false,
      fixed: 'right',
      render: (_, r) => (
        <Access permission={P.uploadView.name}>
          <Button type="link" size="small" onClick={() => navigate(`/produce/lastList?softwareCodeId=${r.id}`)}>
            {t('software.versions')}
          </Button>
        </Access>
      ),
    },
  ];
  return <KitListPage<TSoftCode> id="software-list" rowKey="id" columns={columns} fetch={getSoftwareList} keyset />;
}
