import sanitizeHtml from 'sanitize-html';

/**
 * What a rich-text body may keep (TipTap starter-kit output plus links and images). Anything
 * else — scripts, event handlers, styles, javascript: URLs, iframes — is removed on save, so
 * nothing stored can run in another reader's browser.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 's', 'u', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', ...(attribs.target ? { target: '_blank' } : {}) } }),
  },
};

/** The HTML a body is stored as. */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The readable text of a body (block ends become spaces so words do not run together). */
export function htmlText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, ' $&');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Han, Hiragana, Katakana and Hangul: scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+/gu;

/**
 * The terms of a text: each non-CJK word lower-cased; for each run of CJK characters, every
 * character and every pair of neighbours. A query's terms must all be among an item's
 * terms (`search_terms @> query`), so 诊断 finds 故障诊断仪 and "scanner" finds "Scanner".
 */
export function searchTerms(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.normalize('NFKC').matchAll(RUN)) {
    const run = m[0];
    if (CJK.test(run[0]!)) {
      const chars = [...run];
      for (let i = 0; i < chars.length; i++) {
        out.add(chars[i]!);
        if (i + 1 < chars.length) out.add(chars[i]! + chars[i + 1]!);
      }
    } else {
      const w = run.toLowerCase();
      if (w.length <= 64) out.add(w);
    }
  }
  return [...out];
}

/**
 * The terms a query asks for: the words as above, but a CJK run of two or more characters
 * only by its pairs (its single characters add nothing the pairs do not require).
 */
export function queryTerms(query: string): string[] {
  const out = new Set<string>();
  for (const m of query.normalize('NFKC').matchAll(RUN)) {
    const run = m[0];
    if (CJK.test(run[0]!)) {
      const chars = [...run];
      if (chars.length === 1) out.add(chars[0]!);
      for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
    } else out.add(run.toLowerCase());
  }
  return [...out].slice(0, 32);
}

/** The terms of an item: its title and the text of both bodies. */
export function itemSearchTerms(item: { title: string; contentZh: string; contentEn: string }): string[] {
  return searchTerms(`${item.title} ${htmlText(item.contentZh)} ${htmlText(item.contentEn)}`);
}
