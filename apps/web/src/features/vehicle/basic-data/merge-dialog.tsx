import { MergeCellsOutlined } from '@ant-design/icons';
import type { VehicleItemKind } from '@diagops/contracts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from '../../../shared/ui/app';
import { Modal } from '../../../shared/ui/modal';
import { RemoteSelect } from '../../../shared/ui/remote-select';
import { itemVersion, loadOptions, mergeItems } from './api';

/** Merge two duplicates: the duplicate's references move to the item kept; old identifiers then resolve to it. */
export function MergeButton(p: { kind: VehicleItemKind; onMerged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState<number>();
  const [to, setTo] = useState<number>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!from || !to) return;
    setBusy(true);
    try {
      await mergeItems(p.kind, { fromId: from, toId: to, version: await itemVersion(p.kind, from) });
      message.success(t('kit.saved'));
      setOpen(false);
      setFrom(undefined);
      setTo(undefined);
      p.onMerged();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<MergeCellsOutlined />} onClick={() => setOpen(true)}>
        {t('vehicleBasic.merge')}
      </Button>
      <Modal
        open={open}
        title={t('vehicleBasic.mergeTitle')}
        onCancel={() => setOpen(false)}
        onOk={submit}
        okButtonProps={{ disabled: !from || !to, danger: true, loading: busy }}
      >
        <p>{t('vehicleBasic.mergeHint')}</p>
        <Form layout="vertical">
          <Form.Item label={t('vehicleBasic.mergeFrom')}>
            <RemoteSelect
              aria-label={t('vehicleBasic.mergeFrom')}
              placeholder={t('vehicleBasic.search')}
              load={(k, ids) => loadOptions(p.kind, k, ids, true)}
              value={from}
              onChange={setFrom}
            />
          </Form.Item>
          <Form.Item label={t('vehicleBasic.mergeTo')}>
            <RemoteSelect
              aria-label={t('vehicleBasic.mergeTo')}
              placeholder={t('vehicleBasic.search')}
              load={(k, ids) => loadOptions(p.kind, k, ids)}
              value={to}
              onChange={setTo}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
