import crypto from 'node:crypto';
import { LEGAL_REQUIRED_LANGUAGES, type TDiffPart, type TLegalBodies } from '@diagops/contracts';
import { AppError } from '../../platform/http/errors';
import { htmlText, sanitizeContent } from '../knowledge';

/**
 * The bodies as stored: each language's HTML sanitised by the knowledge base's rules; a required
 * language (zh-CN, en-US) without readable text refuses with 79503 naming it.
 */
export function cleanBodies(bodies: TLegalBodies): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, html] of Object.entries(bodies)) {
    if (html === undefined) continue;
    const clean = sanitizeContent(html);
    if (htmlText(clean) !== '' || clean.includes('<img')) out[lang] = clean;
  }
  const missing = LEGAL_REQUIRED_LANGUAGES.filter((l) => !out[l]);
  if (missing.length > 0) throw new AppError(79503, { languages: missing });
  return out;
}

/** The normal form hashed: languages in order, each body's HTML with Unicode NFC and runs of white space made one space. */
function normalised(bodies: Record<string, string>): string {
  return Object.keys(bodies)
    .sort()
    .map((lang) => `${lang}\n${bodies[lang]!.normalize('NFC').replace(/\s+/g, ' ').trim()}`)
    .join('\n\u0000\n');
}

/** sha256 (hex) of the normalised bodies: what a customer accepts names this. */
export function contentHash(bodies: Record<string, string>): string {
  return crypto.createHash('sha256').update(normalised(bodies)).digest('hex');
}

/** A CJK character alone, a word, a run of spaces, or one other character. */
const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{L}\p{N}_]+|\s+|./gsu;
/** Beyond this many cells the word diff gives way to a line diff (memory stays small). */
const MAX_CELLS = 4_000_000;

/** The readable text of a body, one line per block. */
function textLines(html: string): string {
  return htmlText(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$&\uE000'))
    .replace(/\s*\uE000\s*/g, '\n')
    .trim();
}

function lcsDiff(a: string[], b: string[]): TDiffPart[] {
  // trim the common head and tail first: most versions change little
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const n = x.length;
  const m = y.length;
  const L = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) L[i]![j] = x[i] === y[j] ? L[i + 1]![j + 1]! + 1 : Math.max(L[i + 1]![j]!, L[i]![j + 1]!);
  const parts: TDiffPart[] = [];
  const push = (op: TDiffPart['op'], text: string) => {
    const last = parts.at(-1);
    if (last && last.op === op) last.text += text;
    else parts.push({ op, text });
  };
  if (head > 0) push('eq', a.slice(0, head).join(''));
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (x[i] === y[j]) {
      push('eq', x[i++]!);
      j++;
    } else if (L[i + 1]![j]! >= L[i]![j + 1]!) push('del', x[i++]!);
    else push('ins', y[j++]!);
  }
  while (i < n) push('del', x[i++]!);
  while (j < m) push('ins', y[j++]!);
  if (tail > 0) push('eq', a.slice(a.length - tail).join(''));
  return parts;
}

/**
 * What changed from one body to the next, in readable text: by words (each CJK character a word),
 * or by lines when the texts are too long for that. Insertions and deletions are marked.
 */
export function diffBodies(before: string, after: string): TDiffPart[] {
  const a = textLines(before);
  const b = textLines(after);
  const wa = a.match(TOKEN) ?? [];
  const wb = b.match(TOKEN) ?? [];
  if (wa.length * wb.length <= MAX_CELLS) return lcsDiff(wa, wb);
  const la = a.split('\n').map((l) => `${l}\n`);
  const lb = b.split('\n').map((l) => `${l}\n`);
  if (la.length * lb.length <= MAX_CELLS) return lcsDiff(la, lb);
  return [
    { op: 'del', text: a },
    { op: 'ins', text: b },
  ];
}
