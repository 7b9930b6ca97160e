import {
  DEVICE_BATCH_MAX,
  DEVICE_PURPOSES,
  type TDevice,
  type TDeviceBatchOutcome,
  ZDeviceBatchExtendRequest,
  ZDeviceBatchMarkRequest,
} from '@diagops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitEntityForm, type KitField } from '../../../shared/kit';
import { Alert } from '../../../shared/ui/alert';
import { Modal } from '../../../shared/ui/modal';
import { Typography } from '../../../shared/ui/typography';
import { type BatchAction, runDeviceBatch } from '../api/device-calls';

export type { BatchAction };
export { DEVICE_BATCH_MAX };

/** Each device of the answer by its SN: the ones done, the ones refused with the reason. */
export function batchLines(out: TDeviceBatchOutcome, rows: Pick<TDevice, 'id' | 'sn'>[]) {
  const sn = new Map(rows.map((r) => [r.id, r.sn]));
  const name = (id: number) => sn.get(id) ?? `#${id}`;
  return {
    done: out.done.map(name),
    refused: out.refused.map((r) => ({ sn: name(r.id), code: r.code, message: r.message })),
  };
}

/** The per-device answer of a batch: how many were done (and which), and each refusal with its reason. */
export function DeviceBatchResult({ outcome, rows }: { outcome: TDeviceBatchOutcome; rows: Pick<TDevice, 'id' | 'sn'>[] }) {
  const { t } = useTranslation();
  const lines = batchLines(outcome, rows);
  return (
    <div data-testid="device-batch-result">
      <Alert
        type={lines.refused.length === 0 ? 'success' : lines.done.length === 0 ? 'error' : 'warning'}
        showIcon
        title={t('devices.batchSummary', { done: lines.done.length, refused: lines.refused.length })}
        style={{ marginBottom: 12 }}
      />
      {lines.done.length > 0 && (
        <>
          <Typography.Text strong>{t('devices.batchDoneList')}</Typography.Text>
          <Typography.Paragraph data-testid="device-batch-done">{lines.done.join(', ')}</Typography.Paragraph>
        </>
      )}
      {lines.refused.length > 0 && (
        <>
          <Typography.Text strong>{t('devices.batchRefusedList')}</Typography.Text>
          <ul data-testid="device-batch-refused" style={{ paddingInlineStart: 20, marginTop: 4 }}>
            {lines.refused.map((r) => (
              <li key={r.sn}>
                {r.sn}: {r.message} ({r.code})
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

const note: KitField = { name: 'note', labelKey: 'devices.note', kind: 'textarea' };

type Props = { action: BatchAction | null; rows: TDevice[]; onClose: (changed: boolean) => void };

/**
 * One dialog for a batch action on the selected devices (its fields, one confirmation), then
 * the per-device answer. Each device is sent with the version it was read at.
 */
export function DeviceBatchDialog({ action, rows, onClose }: Props) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<TDeviceBatchOutcome | null>(null);
  const [sent, setSent] = useState<TDevice[]>([]);
  const mark = action === 'markPurpose';
  const schema = mark ? ZDeviceBatchMarkRequest.pick({ purpose: true, note: true }) : ZDeviceBatchExtendRequest.pick({ days: true, note: true });
  const fields: KitField[] = mark
    ? [
        {
          name: 'purpose',
          labelKey: 'devices.purpose',
          kind: 'select',
          options: DEVICE_PURPOSES.map((p) => ({ value: p, label: t(`devices.purposeValue.${p}`) })),
        },
        note,
      ]
    : [{ name: 'days', labelKey: 'devices.days', kind: 'number' }, note];
  const title = mark ? 'devices.batchMarkTitle' : 'devices.batchExtendTitle';
  return (
    <>
      <KitEntityForm<Record<string, unknown>>
        mode={action ? 'add' : null}
        titleKey={{ add: title, edit: title, detail: title }}
        schema={schema}
        fields={fields}
        onClose={() => onClose(false)}
        onSubmit={async (v) => {
          const items = rows.map((r) => ({ id: r.id, version: r.version }));
          const out = await runDeviceBatch(action!, { ...v, items });
          setSent(rows);
          setOutcome(out);
        }}
        extra={
          <Typography.Paragraph type="secondary" data-testid="device-batch-selection">
            {t('devices.batchSelection', { n: rows.length })}: {rows.map((r) => r.sn).join(', ')}
          </Typography.Paragraph>
        }
      />
      <Modal
        open={outcome !== null}
        title={t(title)}
        footer={null}
        onCancel={() => {
          setOutcome(null);
          onClose(true);
        }}
        destroyOnHidden
      >
        {outcome && <DeviceBatchResult outcome={outcome} rows={sent} />}
      </Modal>
    </>
  );
}
