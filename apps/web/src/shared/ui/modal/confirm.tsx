import { ExclamationCircleFilled } from '@ant-design/icons';
import { type ReactNode, useEffect, useState } from 'react';
import { hostSlot } from '../host-slot';
import { Modal } from './modal';
import styles from './modal.module.css';

export type ConfirmConfig = {
  title?: ReactNode;
  content?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  okButtonProps?: { danger?: boolean; disabled?: boolean; 'data-testid'?: string };
  /** may return a promise: the OK button shows it is working until it settles, and the dialog stays open if it fails */
  onOk?: () => unknown;
  onCancel?: () => unknown;
};

type Pending = ConfirmConfig & { id: number; settle: (ok: boolean) => void };

let seq = 0;
let queue: Pending[] = [];
const listeners = new Set<(q: Pending[]) => void>();
const publish = () => {
  for (const l of listeners) l(queue);
};

const host = hostSlot(() => <ConfirmHost spare />);

/** Closes every open confirmation as cancelled (between unit tests). */
export function resetConfirms() {
  for (const q of queue) q.settle(false);
  queue = [];
  publish();
}

/**
 * Asks a question in a dialog (antd's `modal.confirm`); resolves true when confirmed, false
 * when cancelled (the Cancel button, the close button, Escape or the mask).
 */
export function confirm(config: ConfirmConfig): Promise<boolean> {
  host.ensure();
  return new Promise((resolve) => {
    queue = [...queue, { ...config, id: ++seq, settle: resolve }];
    publish();
  });
}

const drop = (id: number) => {
  queue = queue.filter((q) => q.id !== id);
  publish();
};

function ConfirmDialog({ item }: { item: Pending }) {
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    setBusy(true);
    try {
      await item.onOk?.();
    } catch {
      setBusy(false);
      return;
    }
    drop(item.id);
    item.settle(true);
  };
  const cancel = () => {
    if (busy) return;
    drop(item.id);
    item.onCancel?.();
    item.settle(false);
  };
  return (
    <Modal
      open
      confirm
      width={416}
      closable={false}
      maskClosable={false}
      okText={item.okText}
      cancelText={item.cancelText}
      okButtonProps={item.okButtonProps}
      confirmLoading={busy}
      onOk={ok}
      onCancel={cancel}
      title={
        <span className={styles.confirmHead}>
          <ExclamationCircleFilled className={styles.confirmIcon} aria-hidden />
          <span className={styles.confirmText}>{item.title}</span>
        </span>
      }
    >
      {item.content != null && <div style={{ paddingInlineStart: 34 }}>{item.content}</div>}
    </Modal>
  );
}

/** Shows the open confirmations; the app's providers mount one inside their theme and language. */
export function ConfirmHost({ spare = false }: { spare?: boolean }) {
  const [items, setItems] = useState(queue);
  useEffect(() => {
    listeners.add(setItems);
    setItems(queue);
    return () => {
      listeners.delete(setItems);
    };
  }, []);
  if (host.useStandAside(spare)) return null;
  return (
    <>
      {items.map((item) => (
        <ConfirmDialog key={item.id} item={item} />
      ))}
    </>
  );
}
