import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'info' | 'warning' | 'error' | 'loading';
/** a short message at the top of the page, or a notification with a title at the top right */
export type ToastPlace = 'message' | 'notice';

export type Toast = {
  id: number;
  key?: string | number;
  place: ToastPlace;
  kind?: ToastKind;
  title?: ReactNode;
  content: ReactNode;
  /** seconds until it closes by itself; 0 keeps it until closed */
  duration: number;
  /** grows when the same key shows new content, so its timer starts again */
  version: number;
  leaving?: boolean;
  onClose?: () => void;
  settle: (closed: boolean) => void;
};

/** What showing a message returns, as antd's: call it to close the message, or await its closing. */
export type CloseToast = (() => void) & PromiseLike<boolean>;

let seq = 0;
let toasts: Toast[] = [];
const listeners = new Set<(t: Toast[]) => void>();
const publish = () => {
  for (const l of listeners) l(toasts);
};

export function subscribe(listener: (t: Toast[]) => void): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

type ShowArgs = Omit<Toast, 'id' | 'version' | 'settle' | 'leaving'>;

/** Shows a toast, or gives the one with the same key and place the new content. */
export function show(args: ShowArgs): CloseToast {
  const same = args.key === undefined ? undefined : toasts.find((t) => t.key === args.key && t.place === args.place && !t.leaving);
  let settle: (closed: boolean) => void = () => {};
  const closed = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  const id = same?.id ?? ++seq;
  const item: Toast = { ...args, id, version: (same?.version ?? 0) + 1, settle };
  if (same) {
    same.settle(true);
    toasts = toasts.map((t) => (t.id === id ? item : t));
  } else toasts = [...toasts, item];
  publish();
  const close = (() => dismiss(id)) as CloseToast;
  // biome-ignore lint/suspicious/noThenProperty: antd's message returns a thenable close function; callers await it
  close.then = closed.then.bind(closed);
  return close;
}

/** Starts closing a toast: it fades, then leaves (`remove`). */
export function dismiss(id: number) {
  const t = toasts.find((x) => x.id === id);
  if (!t || t.leaving) return;
  toasts = toasts.map((x) => (x.id === id ? { ...x, leaving: true } : x));
  publish();
}

export function remove(id: number) {
  const t = toasts.find((x) => x.id === id);
  if (!t) return;
  toasts = toasts.filter((x) => x.id !== id);
  t.onClose?.();
  t.settle(true);
  publish();
}

/** Closes every toast of a place, or the one with this key. */
export function destroy(place: ToastPlace, key?: string | number) {
  for (const t of toasts) if (t.place === place && (key === undefined || t.key === key)) dismiss(t.id);
}

/** Removes every toast at once (between unit tests). */
export function resetToasts() {
  const all = toasts;
  toasts = [];
  for (const t of all) t.settle(true);
  publish();
}
