import type { StoredFile } from '@diagops/contracts';

/** UPL-04: the states of one file in the upload component. */
export type UploadStatus = 'waiting' | 'uploading' | 'paused' | 'error' | 'success';

export type UploadItem = {
  uid: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** bytes acknowledged by the server */
  loaded: number;
  /** bytes per second, smoothed; 0 when unknown */
  speed: number;
  /** seconds left at the current speed; null when unknown */
  eta: number | null;
  error?: string;
  result?: StoredFile;
  /** internal: the last progress sample */
  sampleAt?: number;
  sampleLoaded?: number;
};

export type UploadAction =
  | { type: 'add'; items: Array<{ uid: string; name: string; size: number }> }
  | { type: 'start'; uid: string; now: number; loaded?: number }
  | { type: 'progress'; uid: string; loaded: number; now: number }
  | { type: 'pause'; uid: string }
  | { type: 'resume'; uid: string }
  | { type: 'fail'; uid: string; error: string }
  | { type: 'retry'; uid: string }
  | { type: 'succeed'; uid: string; file: StoredFile }
  | { type: 'remove'; uid: string };

/** Which action is allowed in which state (anything else is ignored). */
const ALLOWED: Record<UploadAction['type'], UploadStatus[]> = {
  add: [],
  start: ['waiting'],
  progress: ['uploading'],
  pause: ['waiting', 'uploading'],
  resume: ['paused'],
  fail: ['waiting', 'uploading'],
  retry: ['error'],
  succeed: ['uploading'],
  remove: ['waiting', 'uploading', 'paused', 'error', 'success'],
};

/** The actions a person can take on an item in its state (buttons shown). */
export function actionsOf(status: UploadStatus): Array<'pause' | 'resume' | 'retry' | 'remove'> {
  switch (status) {
    case 'waiting':
    case 'uploading':
      return ['pause', 'remove'];
    case 'paused':
      return ['resume', 'remove'];
    case 'error':
      return ['retry', 'remove'];
    case 'success':
      return ['remove'];
  }
}

const SMOOTH = 0.3;

export function uploadReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  if (action.type === 'add') {
    return [...items, ...action.items.map((i) => ({ ...i, status: 'waiting' as const, loaded: 0, speed: 0, eta: null }))];
  }
  const i = items.findIndex((x) => x.uid === action.uid);
  const item = items[i];
  if (!item || !ALLOWED[action.type].includes(item.status)) return items;
  if (action.type === 'remove') return items.filter((x) => x.uid !== action.uid);
  const next = { ...item, ...step(item, action) };
  return items.map((x, k) => (k === i ? next : x));
}

function step(item: UploadItem, a: Exclude<UploadAction, { type: 'add' | 'remove' }>): Partial<UploadItem> {
  switch (a.type) {
    case 'start':
      return {
        status: 'uploading',
        error: undefined,
        loaded: a.loaded ?? item.loaded,
        sampleAt: a.now,
        sampleLoaded: a.loaded ?? item.loaded,
        speed: 0,
        eta: null,
      };
    case 'progress': {
      const dt = (a.now - (item.sampleAt ?? a.now)) / 1000;
      if (dt < 0.2) return { loaded: a.loaded };
      const instant = Math.max(0, a.loaded - (item.sampleLoaded ?? 0)) / dt;
      const speed = item.speed > 0 ? item.speed * (1 - SMOOTH) + instant * SMOOTH : instant;
      return { loaded: a.loaded, speed, eta: speed > 0 ? Math.ceil((item.size - a.loaded) / speed) : null, sampleAt: a.now, sampleLoaded: a.loaded };
    }
    case 'pause':
      return { status: 'paused', speed: 0, eta: null };
    case 'resume':
      return { status: 'waiting' };
    case 'fail':
      return { status: 'error', error: a.error, speed: 0, eta: null };
    case 'retry':
      return { status: 'waiting', error: undefined };
    case 'succeed':
      return { status: 'success', loaded: item.size, speed: 0, eta: 0, result: a.file };
  }
}

export function percentOf(item: Pick<UploadItem, 'loaded' | 'size' | 'status'>): number {
  if (item.status === 'success') return 100;
  if (item.size <= 0) return 0;
  return Math.min(99, Math.floor((item.loaded / item.size) * 100));
}

/** UPL-02 / UPL-03: a file refused before any byte is sent, with the text key and values. */
export function checkFile(
  file: { name: string; size: number },
  accept?: string[],
  maxSizeMb?: number,
): { key: string; values: Record<string, unknown> } | null {
  if (accept && accept.length > 0) {
    const ext = (/\.([^.]+)$/.exec(file.name)?.[1] ?? '').toLowerCase();
    const allowed = accept.map((a) => a.toLowerCase().replace(/^\./, ''));
    const same = (a: string) => a === ext || (a === 'jpg' && ext === 'jpeg') || (a === 'jpeg' && ext === 'jpg');
    if (!allowed.some(same)) return { key: 'upload.wrongType', values: { types: allowed.join(', ') } };
  }
  if (maxSizeMb && file.size > maxSizeMb * 1024 * 1024) return { key: 'upload.tooLarge', values: { n: maxSizeMb } };
  return null;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[u]}`;
}

/** 75 → "1:15"; 3700 → "1:01:40". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${r}` : `${m}:${r}`;
}
