import { AppError } from '../../platform/http/errors';

/** A variable name: a letter, then letters, digits or _ (at most 64). */
export const VARIABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export type Piece = { text: string } | { variable: string };

/**
 * Splits a subject or body into text and {{variable}} pieces. `{{ name }}` (spaces allowed)
 * is a variable; any other `{{`, or a `}}` outside a variable, is malformed: 74104 with the
 * field and the offending text.
 */
export function parsePlaceholders(source: string, field: string): Piece[] {
  const pieces: Piece[] = [];
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{{', i);
    const stray = source.indexOf('}}', i);
    if (stray !== -1 && (open === -1 || stray < open)) throw malformed(field, source.slice(Math.max(0, stray - 20), stray + 2));
    if (open === -1) {
      pieces.push({ text: source.slice(i) });
      break;
    }
    if (open > i) pieces.push({ text: source.slice(i, open) });
    const close = source.indexOf('}}', open + 2);
    const inner = close === -1 ? null : source.slice(open + 2, close).trim();
    if (inner === null || !VARIABLE_NAME.test(inner)) throw malformed(field, source.slice(open, close === -1 ? open + 24 : close + 2));
    pieces.push({ variable: inner });
    i = close + 2;
  }
  return pieces;
}

function malformed(field: string, near: string): AppError {
  return new AppError(74104, { errors: [{ field, message: 'malformed template variable' }], near: near.slice(0, 40) });
}

/** The variables a text uses (parsed; malformed throws). */
export function usedVariables(source: string, field: string): string[] {
  return parsePlaceholders(source, field).flatMap((p) => ('variable' in p ? [p.variable] : []));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Fills the pieces; `encode` is applied to values (HTML bodies), never to the template's own text. */
export function fill(pieces: Piece[], values: Record<string, string>, encode: (s: string) => string = (s) => s): string {
  return pieces.map((p) => ('variable' in p ? encode(values[p.variable] ?? '') : p.text)).join('');
}

/** A plain-text alternative of an HTML body: block ends become line breaks, tags go, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|blockquote)>/gi, '\n')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => `${label} (${href})`)
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
