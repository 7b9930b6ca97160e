import { t } from '../i18n/i18n';
import { Modal } from '../ui/modal';

/** A confirmation dialog; resolves true when confirmed. */
export function confirmAction(content: string, opts: { title?: string; danger?: boolean } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: opts.title ?? t('kit.confirmTitle'),
      content,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: opts.danger ? { danger: true } : undefined,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
