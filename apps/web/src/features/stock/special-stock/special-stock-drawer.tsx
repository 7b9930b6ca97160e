import { SPECIAL_STOCK_PERMISSIONS as P, type TSpecialStockDetail } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { confirmAction, StatusTag, showSaveError } from '../../../shared/kit';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Empty } from '../../../shared/ui/empty';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { ApprovalPanel } from '../../approvals';
import { getSpecialStock, submitSpecialStock } from './calls';
import { DIRECTION, KIND, SS_STATUS, when } from './labels';

/** One special in / out document: head, lines, approval (posting happens when it passes), Edit / Submit. */
export function SpecialStockDrawer({
  id,
  onClose,
  onEdit,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onEdit: (d: TSpecialStockDetail) => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['stock', 'specialStock', id], queryFn: () => getSpecialStock(id!), enabled: id != null, retry: false });
  const [running, setRunning] = useState(false);
  const canEdit = usePermission(P.edit.name);
  const d = q.data;
  const reload = () => {
    void qc.invalidateQueries({ queryKey: ['stock', 'specialStock', id] });
    onChanged();
  };
  const submit = async (doc: TSpecialStockDetail) => {
    if (!(await confirmAction(t('stockSpecial.confirmSubmit', { no: doc.no })))) return;
    setRunning(true);
    try {
      await submitSpecialStock(doc.id, doc.version);
      message.success(t('stockSpecial.submitted'));
      reload();
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setRunning(false);
    }
  };
  const allowed = new Set(d?.allowedActions ?? []);
  return (
    <Drawer
      open={id != null}
      onClose={onClose}
      width={820}
      title={d ? `${t('stockSpecial.doc')} ${d.no}` : t('stockSpecial.doc')}
      destroyOnHidden
      data-testid="ss-drawer"
    >
      {q.isLoading ? (
        <Spin />
      ) : !d ? (
        <Empty description={t('stockSpecial.notFound')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {allowed.has('edit') && canEdit && (
              <Button disabled={running} onClick={() => onEdit(d)} data-testid="ss-edit">
                {t('stockSpecial.edit')}
              </Button>
            )}
            {allowed.has('submit') && (
              <Button type="primary" disabled={running} loading={running} onClick={() => submit(d)} data-testid="ss-submit">
                {t('stockSpecial.submit')}
              </Button>
            )}
          </Space>
          {d.direction === 'out' && d.status === 'applying' && <Alert type="info" message={t('stockSpecial.postNote')} />}
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="ss-head">
            <Descriptions.Item label={t('stockSpecial.statusLabel')}>
              <StatusTag value={d.status} styles={SS_STATUS} />
            </Descriptions.Item>
            <Descriptions.Item label={t('stockSpecial.directionLabel')}>
              <StatusTag value={d.direction} styles={DIRECTION} /> <StatusTag value={d.kind} styles={KIND} />
            </Descriptions.Item>
            <Descriptions.Item label={t('stockSpecial.warehouse')}>{d.warehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('stockSpecial.creator')}>{d.creatorName}</Descriptions.Item>
            {d.approval && (
              <Descriptions.Item label={t('stockSpecial.approval')}>
                {d.approval.step
                  ? i18n.language === 'en-US'
                    ? d.approval.step.nameEn
                    : d.approval.step.nameZh
                  : t(`stockSpecial.approvalStatus.${d.approval.status}`)}
              </Descriptions.Item>
            )}
            {d.postedAt && <Descriptions.Item label={t('stockSpecial.postedAt')}>{when(d.postedAt)}</Descriptions.Item>}
            <Descriptions.Item label={t('stockSpecial.reason')} span={2}>
              {d.reason}
            </Descriptions.Item>
            <Descriptions.Item label={t('stockSpecial.remark')} span={2}>
              {d.remark ?? '-'}
            </Descriptions.Item>
          </Descriptions>
          <DataTable
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.lines}
            data-testid="ss-lines"
            columns={[
              { title: t('stockSpecial.sku'), dataIndex: 'skuCode', render: (_, l) => `${l.skuCode} ${l.skuName}` },
              { title: t('stockSpecial.qty'), dataIndex: 'qty', width: 90, align: 'right' },
              {
                title: t('stockSpecial.sns'),
                dataIndex: 'sns',
                render: (sns: string[]) => (
                  <Space wrap>
                    {sns.map((sn) => (
                      <Tag key={sn}>{sn}</Tag>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
          <ApprovalPanel docType="specialStock" docId={d.id} onDecided={reload} />
        </Space>
      )}
    </Drawer>
  );
}
