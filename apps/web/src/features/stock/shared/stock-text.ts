/** SNs typed in a box: separated by lines, spaces, commas or semicolons (Chinese ones too). */
export const splitSns = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,;，；]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A time as the console shows it (local). */
export const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '-');
