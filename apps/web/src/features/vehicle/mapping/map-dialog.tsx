import type { VehicleItemKind } from '@diagops/contracts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from '../../../shared/ui/app';
import { Modal } from '../../../shared/ui/modal';
import { Typography } from '../../../shared/ui/typography';
import { addLine, removeLine } from './mapping-api';
import { OurItemSelect } from './our-item-select';

export type EntryRow = { id: number; code: string; name: string; kind: string; ourId: number | null };

/** Maps one provider entry onto one of our items in the draft; an existing mapping answers the duplicate message (VEH-04). */
export function MapDialog(p: { entry: EntryRow | null; setId: number | null; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [ourId, setOurId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const e = p.entry;
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      message.success(t(done));
      p.onClose(true);
    } catch {
      // the server's message (10120 duplicate, 102065 published) is shown by the client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={e !== null}
      title={e ? t('vehicleMapping.mapTitle', { code: e.code, name: e.name }) : ''}
      okText={t('vehicleMapping.addToDraft')}
      okButtonProps={{ disabled: !ourId || !p.setId, loading: busy }}
      onOk={() => e && p.setId && ourId && void run(() => addLine(p.setId!, e.id, ourId), 'vehicleMapping.addedToDraft')}
      onCancel={() => p.onClose(false)}
      destroyOnHidden
      footer={
        <>
          {e && p.setId ? (
            <Button type="link" danger style={{ float: 'left' }} onClick={() => void run(() => removeLine(p.setId!, e.id), 'vehicleMapping.removedFromDraft')}>
              {t('vehicleMapping.removeFromDraft')}
            </Button>
          ) : null}
          <Button onClick={() => p.onClose(false)}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            disabled={!ourId || !p.setId}
            loading={busy}
            onClick={() => e && p.setId && ourId && void run(() => addLine(p.setId!, e.id, ourId), 'vehicleMapping.addedToDraft')}
          >
            {t('vehicleMapping.addToDraft')}
          </Button>
        </>
      }
    >
      {!p.setId ? <Typography.Paragraph type="warning">{t('vehicleMapping.needDraft')}</Typography.Paragraph> : null}
      <Form layout="vertical">
        <Form.Item label={t('vehicleMapping.ourItem')} required>
          {e ? <OurItemSelect kind={e.kind as VehicleItemKind} value={ourId} onChange={setOurId} /> : null}
        </Form.Item>
      </Form>
    </Modal>
  );
}
