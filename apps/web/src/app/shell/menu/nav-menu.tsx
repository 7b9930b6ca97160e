import { DownOutlined } from '@ant-design/icons';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/language';
import { menuIcon } from '../../../shared/menu/menu-icon';
import { type MenuNode, menuTitle } from '../../../shared/menu/menu-tree';
import { useDismiss } from '../../../shared/ui/use-dismiss';
import styles from './nav-menu.module.css';
import { entryTarget } from './open-entry';

type Props = {
  menu: MenuNode[];
  /** the entries from the top down to the current page's (open groups, highlighted entry) */
  trail: MenuNode[];
  collapsed: boolean;
  onOpen: (n: MenuNode) => void;
};

const INDENT = 24;
const OPEN_DELAY_MS = 200;

/**
 * The sidebar's menu in antd's dark inline look, as links and disclosure buttons: a group opens
 * and closes its entries; the current page's entry is `aria-current="page"`. Collapsed, only the
 * top level's icons show: a group opens its entries beside the sidebar (on hover after 200 ms,
 * or a click, Enter or Space; Escape closes).
 */
export function NavMenu({ menu, trail, collapsed, onOpen }: Props) {
  const { t } = useTranslation();
  const trailIds = new Set(trail.map((n) => n.menuId));
  const current = trail[trail.length - 1]?.menuId;
  // groups on the current page's trail start open; a person's toggles are kept from then on
  const [open, setOpen] = useState<Set<number>>(() => new Set(trail.slice(0, -1).map((n) => n.menuId)));
  // navigating elsewhere (tabs, search, links) opens the groups above the new page
  const trailKey = trail.map((n) => n.menuId).join('/');
  useEffect(() => {
    const groups = trailKey.split('/').slice(0, -1).map(Number);
    if (groups.length > 0) setOpen((s) => (groups.every((g) => s.has(g)) ? s : new Set([...s, ...groups])));
  }, [trailKey]);
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const ctx: EntryContext = { trailIds, current, open, toggle, onOpen, collapsed };
  return (
    <nav aria-label={t('shell.mainMenu')} className={collapsed ? styles.collapsed : undefined}>
      <ul className={styles.list}>
        {menu.map((n) => (collapsed ? <CollapsedEntry key={n.menuId} node={n} ctx={ctx} /> : <Entry key={n.menuId} node={n} depth={0} ctx={ctx} />))}
      </ul>
    </nav>
  );
}

type EntryContext = {
  trailIds: Set<number>;
  current: number | undefined;
  open: Set<number>;
  toggle: (id: number) => void;
  onOpen: (n: MenuNode) => void;
  collapsed: boolean;
};

function EntryLink({ node, ctx, style, title, children }: { node: MenuNode; ctx: EntryContext; style?: CSSProperties; title?: string; children: ReactNode }) {
  const href = entryTarget(node)?.to;
  return (
    <a
      href={href}
      className={styles.entry}
      style={style}
      title={title}
      aria-current={node.menuId === ctx.current ? 'page' : undefined}
      onClick={(e) => {
        // a new tab or window with a modifier; otherwise the console opens the entry itself
        if (e.ctrlKey || e.metaKey || e.shiftKey) return;
        e.preventDefault();
        ctx.onOpen(node);
      }}
    >
      {children}
    </a>
  );
}

function Entry({ node, depth, ctx }: { node: MenuNode; depth: number; ctx: EntryContext }) {
  const title = menuTitle(node, currentLanguage());
  const style = { paddingInlineStart: INDENT * (depth + 1) };
  if (node.children.length === 0)
    return (
      <li>
        <EntryLink node={node} ctx={ctx} style={style}>
          <span className={styles.icon} aria-hidden="true">
            {menuIcon(node.icon)}
          </span>
          <span className={styles.label}>{title}</span>
        </EntryLink>
      </li>
    );
  const expanded = ctx.open.has(node.menuId);
  const inTrail = ctx.trailIds.has(node.menuId);
  return (
    <li>
      <button
        type="button"
        className={inTrail ? `${styles.entry} ${styles.inTrail}` : styles.entry}
        style={style}
        aria-expanded={expanded}
        onClick={() => ctx.toggle(node.menuId)}
      >
        <span className={styles.icon} aria-hidden="true">
          {menuIcon(node.icon)}
        </span>
        <span className={styles.label}>{title}</span>
        <DownOutlined className={expanded ? `${styles.arrow} ${styles.open}` : styles.arrow} aria-hidden="true" />
      </button>
      {expanded && (
        <ul className={`${styles.list} ${styles.sub}`}>
          {node.children.map((c) => (
            <Entry key={c.menuId} node={c} depth={depth + 1} ctx={ctx} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A top-level entry of the collapsed sidebar: its icon; a group shows its entries in a fly-out. */
function CollapsedEntry({ node, ctx }: { node: MenuNode; ctx: EntryContext }) {
  const title = menuTitle(node, currentLanguage());
  const [flyout, setFlyout] = useState<{ top: number; left: number } | null>(null);
  const box = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useDismiss(box, flyout !== null, (byEscape) => {
    setFlyout(null);
    if (byEscape) button.current?.focus();
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const inTrail = ctx.trailIds.has(node.menuId);
  if (node.children.length === 0)
    return (
      <li>
        <EntryLink node={node} ctx={ctx} title={title}>
          <span className={styles.icon} aria-hidden="true">
            {menuIcon(node.icon)}
          </span>
          <span className={styles.hidden}>{title}</span>
        </EntryLink>
      </li>
    );
  const show = () => {
    const r = button.current?.getBoundingClientRect();
    if (r) setFlyout({ top: r.top, left: r.right + 4 });
  };
  const later = (fn: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, OPEN_DELAY_MS);
  };
  const inner: EntryContext = {
    ...ctx,
    collapsed: false,
    onOpen: (n) => {
      setFlyout(null);
      ctx.onOpen(n);
    },
  };
  return (
    <li ref={box} onMouseEnter={() => later(show)} onMouseLeave={() => later(() => setFlyout(null))}>
      <button
        ref={button}
        type="button"
        className={inTrail ? `${styles.entry} ${styles.inTrail}` : styles.entry}
        aria-expanded={flyout !== null}
        onClick={() => (flyout ? setFlyout(null) : show())}
      >
        <span className={styles.icon} aria-hidden="true">
          {menuIcon(node.icon)}
        </span>
        <span className={styles.hidden}>{title}</span>
      </button>
      {flyout && (
        <div className={styles.flyout} style={flyout}>
          <div className={styles.flyoutTitle} aria-hidden="true">
            {title}
          </div>
          <ul className={styles.list}>
            {node.children.map((c) => (
              <Entry key={c.menuId} node={c} depth={0} ctx={inner} />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
