/** A byte count for people: 512 B, 12.3 KB, 4.5 MB, 1.2 GB. */
export function formatBytes(n: number | null | undefined): string {
  if (n == null) return '-';
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}

/** The selected rows a batch download may take (LOG-01): too many answers the count to drop. */
export function batchExcess(selected: number, max: number): number {
  return Math.max(0, selected - max);
}
