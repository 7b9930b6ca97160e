import { FIRST_LEG_PERMISSIONS as P, type TFirstLegDetail, type TFirstLegLeg } from '@diagops/contracts';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { DocumentDrawer, StatusTag, showSaveError } from '../../../shared/kit';
import { DateTimePicker } from '../../../shared/kit/lazy-pickers';
import { App } from '../../../shared/ui/app';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { when } from '../shared/stock-text';
import styles from './first-leg.module.css';
import { arriveLeg, deleteFirstLeg, departLeg, getFirstLeg } from './first-leg-calls';
import { FIRST_LEG_MODE, FIRST_LEG_STATUS } from './first-leg-labels';

type Track = { leg: TFirstLegLeg; action: 'depart' | 'arrive'; at: string };

/** Departing or arriving one leg at a time the user picks (now by default). */
function TrackDialog({
  plan,
  track,
  onChange,
  onClose,
  onDone,
}: {
  plan: TFirstLegDetail;
  track: Track;
  onChange: (t: Track) => void;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [running, setRunning] = useState(false);
  const save = async () => {
    setRunning(true);
    try {
      const call = track.action === 'depart' ? departLeg : arriveLeg;
      await call({ id: plan.id, version: plan.version, legId: track.leg.id, at: dayjs(track.at).toISOString() });
      message.success(t(track.action === 'depart' ? 'transfers.fl.doneDepart' : 'transfers.fl.doneArrive'));
      onDone();
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal
      open
      onCancel={onClose}
      confirmLoading={running}
      okButtonProps={{ disabled: running || !track.at, 'data-testid': 'first-leg-track-ok' } as never}
      title={t(`transfers.fl.${track.action}Title`, { leg: `${track.leg.fromPlace} → ${track.leg.toPlace}` })}
      onOk={save}
    >
      <label htmlFor="first-leg-at" style={{ display: 'block', marginBottom: 4 }}>
        {t('transfers.fl.at')}
      </label>
      <DateTimePicker id="first-leg-at" value={track.at || null} onChange={(v) => onChange({ ...track, at: v ?? '' })} />
    </Modal>
  );
}

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
  const [track, setTrack] = useState<Track | null>(null);
  const canTrack = usePermission(P.track.name);
  return (
    <DocumentDrawer<TFirstLegDetail>
      id={id}
      queryKey={['stock', 'firstLeg']}
      load={getFirstLeg}
      prefix="first-leg"
      width={760}
      title={(p) => (p ? `${t('transfers.fl.one')} ${p.no}` : t('transfers.fl.one'))}
      notFound={t('transfers.notFound')}
      busy={track != null}
      onClose={onClose}
      onChanged={onChanged}
      actions={(p) => [
        { key: 'edit', label: t('transfers.edit'), run: () => onEdit(p) },
        {
          key: 'delete',
          label: t('transfers.fl.delete'),
          danger: true,
          confirm: t('transfers.fl.confirmDelete', { no: p.no }),
          run: async () => {
            await deleteFirstLeg(p.id, p.version);
            onClose();
          },
          done: t('transfers.fl.deleted'),
        },
      ]}
      head={(p) => [
        {
          label: t('transfers.status.label'),
          value: (
            <>
              <StatusTag value={p.status} styles={FIRST_LEG_STATUS} /> {p.late && <Tag color="red">{t('transfers.fl.late')}</Tag>}
            </>
          ),
        },
        { label: t('transfers.fl.destination'), value: p.destinationWarehouseName },
        { label: t('transfers.fl.transferPlan'), value: p.transferPlanNo ?? '-' },
        { label: t('transfers.fl.eta'), value: when(p.eta) },
        { label: t('transfers.remark'), value: p.remark ?? '-', wide: true },
      ]}
    >
      {(p, reload) => (
        <>
          <ol className={styles.chain} data-testid="first-leg-chain">
            {p.legs.map((l) => {
              const current = l.seq === p.currentLegSeq;
              return (
                <li
                  key={l.id}
                  aria-current={current ? 'step' : undefined}
                  data-testid={`first-leg-chain-${l.seq}`}
                  className={`${styles.leg} ${current ? styles.current : l.arrivedAt ? styles.arrived : ''}`}
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
                  {canTrack && p.allowedActions.includes('track') && !l.arrivedAt && (
                    <Button
                      size="small"
                      style={{ marginTop: 4 }}
                      disabled={track != null}
                      onClick={() => setTrack({ leg: l, action: l.departedAt ? 'arrive' : 'depart', at: dayjs().second(0).millisecond(0).toISOString() })}
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
            <TrackDialog
              plan={p}
              track={track}
              onChange={setTrack}
              onClose={() => setTrack(null)}
              onDone={() => {
                setTrack(null);
                reload();
              }}
            />
          )}
        </>
      )}
    </DocumentDrawer>
  );
}
