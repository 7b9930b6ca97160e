import { EXPERT_PERMISSIONS as P, type TExpert } from '@diagops/contracts';
import { Button, Rate } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AddButton,
  confirmAction,
  type KitColumn,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  statusEnum,
  useFormTarget,
} from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { getExpertPage, setExpertEnabled } from '../api/expert-calls';
import { ExpertForm } from '../components/expert-form';
import { ENABLED } from '../components/expert-labels';

/** /remoteDiagnosis/expert — experts (EXP-04 fields), add, edit, enable / disable; the name opens the detail. */
export default function ExpertListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TExpert>();
  const open = (r: TExpert) => navigate(`/remoteDiagnosis/detail/index/${r.id}`);
  const toggle = async (r: TExpert, enabled: boolean) => {
    const text = t(enabled ? 'experts.confirmEnable' : 'experts.confirmDisable', { name: r.name });
    if (!(await confirmAction(text, { danger: !enabled }))) return;
    await setExpertEnabled(r, enabled);
    message.success(t('kit.saved'));
    ref.current?.reload();
  };
  const columns: KitColumn<TExpert>[] = [
    {
      title: t('experts.name'),
      dataIndex: 'name',
      width: 160,
      fixed: 'left',
      render: (_, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(r)} data-testid={`expert-open-${r.account}`}>
          {r.nickname ? `${r.name} (${r.nickname})` : r.name}
        </Button>
      ),
    },
    { title: t('experts.account'), dataIndex: 'account', width: 160 },
    { title: t('experts.phone'), dataIndex: 'phone', width: 130 },
    {
      title: t('experts.goodBrands'),
      dataIndex: 'goodBrands',
      width: 220,
      search: false,
      render: (_, r) => (
        <Space size={[4, 4]} wrap>
          {r.goodBrands.map((b) => (
            <Tag key={b}>{b}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('experts.experienceYears'),
      dataIndex: 'experienceYears',
      width: 110,
      search: false,
      render: (_, r) => t('experts.years', { n: r.experienceYears }),
    },
    {
      title: t('experts.rating'),
      dataIndex: 'rating',
      width: 190,
      search: false,
      sortKey: 'rating',
      render: (_, r) => (
        <span>
          <Rate disabled allowHalf value={Math.round(r.rating * 2) / 2} style={{ fontSize: 13 }} /> {r.rating.toFixed(2)}
        </span>
      ),
    },
    { title: t('experts.ordersCompleted'), dataIndex: 'ordersCompleted', width: 110, search: false, sortKey: 'ordersCompleted' },
    { title: t('experts.favourites'), dataIndex: 'favourites', width: 100, search: false },
    {
      title: t('experts.state'),
      dataIndex: 'enabled',
      width: 100,
      valueEnum: statusEnum(ENABLED, t),
      render: (_, r) => <StatusTag value={String(r.enabled)} styles={ENABLED} />,
    },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TExpert>({
      width: 200,
      onDetail: open,
      edit: { permission: P.expertEdit.name, onEdit: (r) => form.open('edit', r) },
      extra: [
        {
          key: 'enable',
          label: t('experts.enable'),
          permission: P.expertEdit.name,
          when: (r) => !r.enabled,
          onClick: (r) => void toggle(r, true),
          testId: (r) => `expert-enable-${r.account}`,
        },
        {
          key: 'disable',
          label: t('experts.disable'),
          permission: P.expertEdit.name,
          when: (r) => r.enabled,
          onClick: (r) => void toggle(r, false),
          testId: (r) => `expert-disable-${r.account}`,
        },
      ],
    }),
  ];
  return (
    <>
      <KitListPage<TExpert>
        id="remoteExperts"
        rowKey="id"
        columns={columns}
        fetch={getExpertPage}
        actionRef={ref}
        toFilters={(v) => ({ ...v, enabled: v.enabled === undefined ? undefined : v.enabled === 'true' })}
        toolbar={() => [<AddButton key="add" permission={P.expertEdit.name} onClick={() => form.open('add')} testId="expert-add" />]}
      />
      <ExpertForm mode={form.mode} expert={form.current} onClose={form.close} onSaved={() => ref.current?.reload()} />
    </>
  );
}
