import { FIRST_LEG_PERMISSIONS as P, type TFirstLegDetail, type TFirstLegLeg } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Descriptions, Drawer } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { confirmAction, StatusTag, showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { when } from '../transfers/transfer-labels';
import { arriveLeg, deleteFirstLeg, departLeg, getFirstLeg } from './first-leg-calls';
import { FIRST_LEG_MODE, FIRST_LEG_STATUS } from './first-leg-labels';

/** One first-leg transport: its head and the chain of legs as a plain vertical list, the current leg highlighted, late legs badged. */
export function FirstLegDrawer({
  id,
  onClose,
  onEdit,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onEdit: (p: TFirstLegDetail) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['stock', 'firstLeg', id], queryFn: () => getFirstLeg(id!), enabled: id != null, retry: false });
  const [running, setRunning] = useState(false);
  const [track, setTrack] = useState<{ leg: TFirstLegLeg; action: 'depart' | 'arrive'; at: Dayjs } | null>(null);
  const canTrack = usePermission(P.track.name);
  const p = q.data;
  const reload = () => {
    void qc.invalidateQueries({ queryKey: ['stock', 'firstLeg', id] });
    onChanged();
  };
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setRunning(true);
    try {
      await fn();
      message.success(done);
      setTrack(null);
      reload();
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setRunning(false);
    }
  };
  const allowed = new Set(p?.allowedActions ?? []);
  return (
    <Drawer
      open={id != null}
      onClose={onClose}
      width={760}
      title={p ? `${t('transfers.fl.one')} ${p.no}` : t('transfers.fl.one')}
      destroyOnHidden
      data-testid="first-leg-drawer"
    >
      {q.isLoading ? (
        <Spin />
      ) : !p ? (
        <Empty description={t('transfers.notFound')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {allowed.has('edit') && (
              <Button disabled={running} onClick={() => onEdit(p)} data-testid="first-leg-edit">
                {t('transfers.edit')}
              </Button>
            )}
            {allowed.has('delete') && (
              <Button
                danger
                disabled={running}
                onClick={async () => {
                  if (!(await confirmAction(t('transfers.fl.confirmDelete', { no: p.no }), { danger: true }))) return;
                  await run(() => deleteFirstLeg(p.id, p.version), t('transfers.fl.deleted'));
                  onClose();
                }}
                data-testid="first-leg-delete"
              >
                {t('transfers.fl.delete')}
              </Button>
            )}
          </Space>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="first-leg-head">
            <Descriptions.Item label={t('transfers.status.label')}>
              <StatusTag value={p.status} styles={FIRST_LEG_STATUS} /> {p.late && <Tag color="red">{t('transfers.fl.late')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('transfers.fl.destination')}>{p.destinationWarehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('transfers.fl.transferPlan')}>{p.transferPlanNo ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('transfers.fl.eta')}>{when(p.eta)}</Descriptions.Item>
            <Descriptions.Item label={t('transfers.remark')} span={2}>
              {p.remark ?? '-'}
            </Descriptions.Item>
          </Descriptions>
          <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="first-leg-chain">
            {p.legs.map((l) => {
              const current = l.seq === p.currentLegSeq;
              return (
                <li
                  key={l.id}
                  aria-current={current ? 'step' : undefined}
                  data-testid={`first-leg-chain-${l.seq}`}
                  style={{
                    padding: '8px 12px',
                    marginBottom: 8,
                    borderLeft: `4px solid ${current ? '#199ed9' : l.arrivedAt ? '#52c41a' : 'rgba(128,128,128,0.35)'}`,
                    background: current ? 'rgba(25,158,217,0.08)' : undefined,
                  }}
                >
                  <Space wrap>
                    <strong>
                      {l.seq}. {l.fromPlace} → {l.toPlace}
                    </strong>
                    <StatusTag value={l.mode} styles={FIRST_LEG_MODE} />
                    {current && <Tag color="blue">{t('transfers.fl.current')}</Tag>}
                    {l.late && <Tag color="red">{t('transfers.fl.late')}</Tag>}
                  </Space>
                  <div>
                    {t('transfers.fl.carrier')}: {l.carrier ?? '-'} · {t('transfers.fl.trackingNo')}: {l.trackingNo ?? '-'}
                  </div>
                  <div>
                    {t('transfers.fl.departedAt')}: {when(l.departedAt)} · {t('transfers.fl.eta')}: {when(l.eta)} · {t('transfers.fl.arrivedAt')}:{' '}
                    {when(l.arrivedAt)}
                  </div>
                  {canTrack && allowed.has('track') && !l.arrivedAt && (
                    <Button
                      size="small"
                      style={{ marginTop: 4 }}
                      disabled={running}
                      onClick={() => setTrack({ leg: l, action: l.departedAt ? 'arrive' : 'depart', at: dayjs() })}
                      data-testid={`first-leg-${l.departedAt ? 'arrive' : 'depart'}-${l.seq}`}
                    >
                      {l.departedAt ? t('transfers.fl.arrive') : t('transfers.fl.depart')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
          {track && (
            <Modal
              open
              onCancel={() => setTrack(null)}
              confirmLoading={running}
              okButtonProps={{ disabled: running, 'data-testid': 'first-leg-track-ok' } as never}
              title={t(`transfers.fl.${track.action}Title`, { leg: `${track.leg.fromPlace} → ${track.leg.toPlace}` })}
              onOk={() =>
                run(
                  () => (track.action === 'depart' ? departLeg : arriveLeg)({ id: p.id, version: p.version, legId: track.leg.id, at: track.at.toISOString() }),
                  t(track.action === 'depart' ? 'transfers.fl.doneDepart' : 'transfers.fl.doneArrive'),
                )
              }
            >
              <label htmlFor="first-leg-at" style={{ display: 'block', marginBottom: 4 }}>
                {t('transfers.fl.at')}
              </label>
              <DatePicker
                id="first-leg-at"
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                allowClear={false}
                value={track.at}
                onChange={(v) => v && setTrack({ ...track, at: v })}
              />
            </Modal>
          )}
        </Space>
      )}
    </Drawer>
  );
}
