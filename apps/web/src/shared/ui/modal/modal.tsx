import { CloseOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import quiet from '../quiet-button.module.css';
import styles from './modal.module.css';

export type ModalProps = {
  open?: boolean;
  title?: ReactNode;
  /** the buttons' row; null: none; not given: Cancel and OK */
  footer?: ReactNode;
  onOk?: () => unknown;
  onCancel?: () => unknown;
  okText?: ReactNode;
  cancelText?: ReactNode;
  okButtonProps?: ButtonProps & { 'data-testid'?: string };
  cancelButtonProps?: ButtonProps & { 'data-testid'?: string };
  /** the OK button shows it is working */
  confirmLoading?: boolean;
  /** the close button in the corner (default shown) */
  closable?: boolean;
  /** a click beside the dialog closes it (default yes) */
  maskClosable?: boolean;
  /** Escape closes it (default yes) */
  keyboard?: boolean;
  width?: number | string;
  /** what is inside is dropped when it closes, not kept for the next opening */
  destroyOnHidden?: boolean;
  style?: CSSProperties;
  styles?: { body?: CSSProperties };
  className?: string;
  /** marks a confirmation (journeys and tests find it by [data-confirm]) */
  confirm?: boolean;
  children?: ReactNode;
  'data-testid'?: string;
};

/** How many dialogs are open: the page under them does not scroll while any is. */
let openCount = 0;

const FOCUSABLE = 'a[href],button:not(:disabled),input:not(:disabled),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';

/**
 * antd's Modal as the console uses it, without antd's Modal (decision 0012): a `dialog` on the
 * page's body over a mask, named by its title; the focus moves into it, stays in it (Tab wraps)
 * and goes back where it was when it closes; Escape, the named close button and a click on the
 * mask call onCancel. What is inside stays mounted after the first opening unless
 * `destroyOnHidden`, as with antd's (a form inside keeps its store connected).
 */
export function Modal(p: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(!!p.open);
  if (p.open && !opened) setOpened(true);
  const shown = !!p.open;
  const isConfirm = !!p.confirm;

  // after the commit, not in it: React puts back the focus it saw before a commit, which would undo this
  useEffect(() => {
    if (!shown) return;
    const before = document.activeElement as HTMLElement | null;
    openCount += 1;
    document.body.style.overflow = 'hidden';
    // the dialog takes the focus, as antd's does (Tab goes on to its first control); a confirmation's OK button takes it,
    // and a control marked data-autofocus (a dialog opened to be typed into)
    const ok = isConfirm ? box.current?.querySelector<HTMLElement>('[data-ok]') : box.current?.querySelector<HTMLElement>('[data-autofocus]');
    (ok ?? box.current)?.focus({ preventScroll: true });
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = '';
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [shown, isConfirm]);
  useEffect(() => {
    if (!shown && p.destroyOnHidden) setOpened(false);
  }, [shown, p.destroyOnHidden]);

  if (!opened) return null;

  const cancel = () => void p.onCancel?.();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && p.keyboard !== false && !e.defaultPrevented) {
      e.stopPropagation();
      cancel();
    }
    if (e.key !== 'Tab' || !box.current) return;
    // what Tab reaches, in the page's order (jsdom's selector engine may return a selector list grouped by selector):
    // a field's clear and remove buttons (tabindex -1) are not, even when they come after the field's input
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      .filter((el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]'))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    if (items.length === 0) return e.preventDefault();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const at = document.activeElement;
    // wrap from the first (or before it: the dialog itself) and from the last (or past it: a focused clear button)
    const beforeFirst = at === first || (!!at && !!(at.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING));
    const pastLast = at === last || (!!at && !!(last.compareDocumentPosition(at) & Node.DOCUMENT_POSITION_FOLLOWING) && !last.contains(at));
    if (e.shiftKey ? beforeFirst : pastLast) {
      e.preventDefault();
      (e.shiftKey ? last : first).focus();
    }
  };
  const { 'data-testid': okTestId, ...okProps } = p.okButtonProps ?? {};
  const { 'data-testid': cancelTestId, ...cancelProps } = p.cancelButtonProps ?? {};
  const footer =
    p.footer === undefined ? (
      <>
        <Button {...cancelProps} data-testid={cancelTestId} onClick={cancel}>
          {p.cancelText ?? t('common.cancel')}
        </Button>
        <Button type="primary" loading={p.confirmLoading} {...okProps} data-testid={okTestId} data-ok onClick={() => void p.onOk?.()}>
          {p.okText ?? t('common.confirm')}
        </Button>
      </>
    ) : (
      p.footer
    );

  return createPortal(
    <div className={styles.root} hidden={!shown}>
      <div className={styles.mask} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog is the mouse's way out; Escape is the keyboard's */}
      <div
        className={styles.wrap}
        onMouseDown={(e) => {
          if (e.target === e.currentTarget && p.maskClosable !== false) cancel();
        }}
      >
        <div
          ref={box}
          role="dialog"
          aria-modal="true"
          aria-labelledby={p.title != null ? titleId : undefined}
          tabIndex={-1}
          className={[styles.dialog, p.className].filter(Boolean).join(' ')}
          style={{ width: p.width ?? 520, ...p.style }}
          onKeyDown={onKeyDown}
          data-confirm={p.confirm || undefined}
          data-testid={p['data-testid']}
        >
          {p.closable !== false && (
            <button type="button" className={`${quiet.quiet} ${styles.close}`} aria-label={t('common.close')} onClick={cancel} data-dialog-close>
              <CloseOutlined />
            </button>
          )}
          {p.title != null && (
            <div className={styles.title} id={titleId} data-dialog-title>
              {p.title}
            </div>
          )}
          <div className={styles.body} style={p.styles?.body}>
            {p.children}
          </div>
          {p.footer !== null && <div className={styles.footer}>{footer}</div>}
        </div>
      </div>
    </div>,
    document.body,
  );
}
