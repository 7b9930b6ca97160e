import { isValidElement, type ReactNode } from 'react';

/** An option as antd's Select takes it; `depth` indents it (a tree select's nodes). */
export type SelectOption<V = unknown> = { value: V; label?: ReactNode; title?: string; disabled?: boolean; depth?: number };

/** A tree select's node as antd's TreeSelect takes it (`treeData`). */
export type TreeNode<V = unknown> = { value: V; title?: ReactNode; label?: ReactNode; disabled?: boolean; children?: TreeNode<V>[] };

/** The words of an option a search looks in: the named property, else its label and value. */
export function searchText(option: SelectOption, prop?: string): string {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  if (prop) return text((option as Record<string, unknown>)[prop]);
  return `${text(option.label)} ${text(option.title)} ${text(option.value)}`;
}

/** The options a typed text keeps: any whose words hold it, in any case. */
export function filterOptions<O extends SelectOption>(options: O[], query: string, prop?: string): O[] {
  const q = query.trim().toLowerCase();
  if (!q) return options;
  return options.filter((o) => searchText(o, prop).toLowerCase().includes(q));
}

/**
 * A tree as indented options, every branch open (the console's tree selects all open theirs).
 * A search keeps the nodes whose title holds it and the nodes above them, so a match is seen
 * where it sits.
 */
export function treeOptions<V>(nodes: TreeNode<V>[], query = '', prop = 'title'): SelectOption<V>[] {
  const q = query.trim().toLowerCase();
  const out: SelectOption<V>[] = [];
  const walk = (list: TreeNode<V>[], depth: number): boolean => {
    let any = false;
    for (const n of list) {
      const label = n.title ?? n.label;
      const option: SelectOption<V> = { value: n.value, label, disabled: n.disabled, depth };
      const at = out.length;
      const own =
        !q ||
        searchText({ ...option, title: typeof n.title === 'string' ? n.title : undefined }, prop)
          .toLowerCase()
          .includes(q);
      out.push(option);
      const below = n.children ? walk(n.children, depth + 1) : false;
      if (!own && !below) out.splice(at, 1);
      else any = true;
    }
    return any;
  };
  walk(nodes, 0);
  return out;
}

/** Splits typed text at the separators into the values it names (blank ones dropped); null when it holds none. */
export function splitTokens(text: string, separators: string[] | undefined): string[] | null {
  if (!separators?.length || !separators.some((s) => text.includes(s))) return null;
  let parts = [text];
  for (const s of separators) parts = parts.flatMap((p) => p.split(s));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The next option the arrow keys reach from `from` (wrapping), past disabled ones; -1 when none can be chosen. */
export function nextEnabled(options: SelectOption[], from: number, step: 1 | -1): number {
  const n = options.length;
  for (let i = 1; i <= n; i++) {
    const at = (((from + step * i) % n) + n) % n;
    if (!options[at]?.disabled) return at;
  }
  return -1;
}

/** The text of a label: a string or number, or the text inside an element (a bold or tagged label). */
export function nodeText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children);
  return '';
}

/** What an option reads as: its label's text (its value when it has no label), else its title. */
export const optionText = (o: SelectOption): string => (o.label != null ? nodeText(o.label) : String(o.value)) || (o.title ?? '');

/**
 * The option typed letters reach (the APG select-only combobox's typeahead), past disabled ones,
 * in any case; -1 when none. One letter, or the same letter again and again, goes on to the next
 * option starting with it after `active`; more letters may keep the active option if it still matches.
 */
export function matchTyped(options: SelectOption[], typed: string, active: number): number {
  const n = options.length;
  const q = typed.toLowerCase();
  const find = (prefix: string, from: number) => {
    for (let i = 0; i < n; i++) {
      const at = (Math.max(0, from) + i) % n;
      const o = options[at]!;
      if (!o.disabled && optionText(o).toLowerCase().startsWith(prefix)) return at;
    }
    return -1;
  };
  return [...q].every((c) => c === q[0]) ? find(q[0] ?? '', active + 1) : find(q, active);
}
