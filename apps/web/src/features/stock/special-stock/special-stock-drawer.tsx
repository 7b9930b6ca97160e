import { SPECIAL_STOCK_PERMISSIONS as P, type TSpecialStockDetail } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { DocumentDrawer, StatusTag } from '../../../shared/kit';
import { Alert } from '../../../shared/ui/alert';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { ApprovalPanel, ApprovalStep } from '../../approvals';
import { when } from '../shared/stock-text';
import { cancelSpecialStock, getSpecialStock, submitSpecialStock } from './calls';
import { DIRECTION, KIND, SS_STATUS } from './labels';

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
  const { t } = useTranslation();
  const canEdit = usePermission(P.edit.name);
  return (
    <DocumentDrawer<TSpecialStockDetail>
      id={id}
      queryKey={['stock', 'specialStock']}
      load={getSpecialStock}
      prefix="ss"
      width={820}
      title={(d) => (d ? `${t('stockSpecial.doc')} ${d.no}` : t('stockSpecial.doc'))}
      notFound={t('stockSpecial.notFound')}
      onClose={onClose}
      onChanged={onChanged}
      actions={(d) => [
        { key: 'edit', label: t('stockSpecial.edit'), show: d.allowedActions.includes('edit') && canEdit, run: () => onEdit(d) },
        {
          key: 'submit',
          label: t('stockSpecial.submit'),
          primary: true,
          confirm: t('stockSpecial.confirmSubmit', { no: d.no }),
          run: () => submitSpecialStock(d.id, d.version),
          done: t('stockSpecial.submitted'),
        },
        {
          key: 'cancel',
          label: t('stockSpecial.cancel'),
          danger: true,
          confirm: t('stockSpecial.confirmCancel', { no: d.no }),
          run: () => cancelSpecialStock(d.id, d.version),
          done: t('stockSpecial.cancelled'),
        },
      ]}
      head={(d) => [
        { label: t('stockSpecial.statusLabel'), value: <StatusTag value={d.status} styles={SS_STATUS} /> },
        {
          label: t('stockSpecial.directionLabel'),
          value: (
            <>
              <StatusTag value={d.direction} styles={DIRECTION} /> <StatusTag value={d.kind} styles={KIND} />
            </>
          ),
        },
        { label: t('stockSpecial.warehouse'), value: d.warehouseName },
        { label: t('stockSpecial.creator'), value: d.creatorName },
        d.approval && { label: t('stockSpecial.approval'), value: <ApprovalStep approval={d.approval} /> },
        d.postedAt && { label: t('stockSpecial.postedAt'), value: when(d.postedAt) },
        { label: t('stockSpecial.reason'), value: d.reason, wide: true },
        { label: t('stockSpecial.remark'), value: d.remark ?? '-', wide: true },
      ]}
    >
      {(d, reload) => (
        <>
          {d.direction === 'out' && d.status === 'applying' && <Alert type="info" message={t('stockSpecial.postNote')} />}
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
          <ApprovalPanel docType="specialStock" docId={d.id} docVersion={d.version} onDecided={reload} />
        </>
      )}
    </DocumentDrawer>
  );
}
