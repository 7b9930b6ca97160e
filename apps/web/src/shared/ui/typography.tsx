import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { type HTMLAttributes, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './typography.module.css';
import ui from './ui.module.css';

type Copyable = boolean | { text?: string; onCopy?: () => void; tooltips?: [string, string] };
type TextProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Link only */
  href?: string;
  target?: string;
  rel?: string;
  type?: 'secondary' | 'danger' | 'success' | 'warning';
  strong?: boolean;
  code?: boolean;
  italic?: boolean;
  /** one line cut with "…", or as many lines as `rows` */
  ellipsis?: boolean | { rows: number };
  /** a button after the text that copies it (or `text`) */
  copyable?: Copyable;
  children?: ReactNode;
};

/**
 * Copies through the Clipboard API, or, where the browser offers none (a page on plain http on a
 * LAN is not a secure context), through a selection and the copy command.
 */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand?.('copy');
  area.remove();
}

const plain = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : Array.isArray(node) ? node.map(plain).join('') : '';

function CopyButton({ text, onCopy, tooltips }: { text: string; onCopy?: () => void; tooltips?: [string, string] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const label = copied ? (tooltips?.[1] ?? t('common.copySuccess')) : (tooltips?.[0] ?? t('common.copy'));
  const copy = async (e: MouseEvent) => {
    e.stopPropagation();
    await copyText(text);
    onCopy?.();
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 3000);
  };
  return (
    <button type="button" className={`${styles.copy} ${ui.tip} ${copied ? styles.copied : ''}`} aria-label={label} data-tip={label} onClick={copy}>
      {copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
    </button>
  );
}

function typed(Tag: 'span' | 'div' | 'a', base: string) {
  return function TypographyElement({ type, strong, code, italic, ellipsis, copyable, className, style, children, ...rest }: TextProps) {
    let body = children;
    if (code) body = <code>{body}</code>;
    if (strong) body = <strong>{body}</strong>;
    if (italic) body = <i>{body}</i>;
    const rows = typeof ellipsis === 'object' ? ellipsis.rows : ellipsis ? 1 : 0;
    const classes = [base, type ? styles[type] : '', rows === 1 ? styles.ellipsis : rows > 1 ? styles.clamp : '', className ?? ''].filter(Boolean).join(' ');
    const copy = typeof copyable === 'object' ? copyable : {};
    return (
      <Tag className={classes} style={rows > 1 ? { ...style, WebkitLineClamp: rows } : style} {...rest}>
        {body}
        {copyable ? <CopyButton text={copy.text ?? plain(children)} onCopy={copy.onCopy} tooltips={copy.tooltips} /> : null}
      </Tag>
    );
  };
}

type TitleProps = HTMLAttributes<HTMLHeadingElement> & { level?: 1 | 2 | 3 | 4 | 5 };

function Title({ level = 1, className, ...rest }: TitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={[styles.title, styles[`h${level}`], className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}

/**
 * antd's Typography as plain elements, with the parts the console uses: Text, Paragraph, Title
 * and Link; `type`, `strong`, `code`, `italic`, `ellipsis` and `copyable`. antd's version brings
 * its editing, tooltip and measuring code to every screen (decision 0012).
 */
export const Typography = { Text: typed('span', styles.text!), Paragraph: typed('div', styles.paragraph!), Link: typed('a', styles.link!), Title };
