/**
 * Client storage (platform.md §3): every entry carries its data type and a timestamp.
 * `session` entries live in sessionStorage (the signed-in session), the rest in localStorage.
 */
const PREFIX = 'diagops-';

export type StoreKind = 'session' | 'local';
export type StoredEntry<T = unknown> = { dataType: string; content: T; datetime: number };

function area(kind: StoreKind): Storage {
  return kind === 'session' ? window.sessionStorage : window.localStorage;
}

export function setStore<T>(name: string, content: T, kind: StoreKind = 'local', now = Date.now()): void {
  const entry: StoredEntry<T> = { dataType: typeof content, content, datetime: now };
  area(kind).setItem(PREFIX + name, JSON.stringify(entry));
}

/** The whole entry (content with its type and timestamp), from either area. */
export function getEntry<T>(name: string): StoredEntry<T> | undefined {
  const raw = window.sessionStorage.getItem(PREFIX + name) ?? window.localStorage.getItem(PREFIX + name);
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as StoredEntry<T>;
    return entry && typeof entry === 'object' && 'content' in entry ? entry : undefined;
  } catch {
    return undefined;
  }
}

export function getStore<T>(name: string): T | undefined {
  return getEntry<T>(name)?.content;
}

export function removeStore(name: string): void {
  window.sessionStorage.removeItem(PREFIX + name);
  window.localStorage.removeItem(PREFIX + name);
}

/** Removes this console's entries of one area. */
export function clearStore(kind: StoreKind): void {
  const s = area(kind);
  for (const key of Object.keys(s)) if (key.startsWith(PREFIX)) s.removeItem(key);
}
