import crypto from 'node:crypto';
import { KNOWLEDGE_PREVIEW_TTL_MS, type TKnowledgePreviewUrl } from '@diagops/contracts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError, found } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/route-config';
import { contentDisposition } from '../../platform/kit/files';
import { openStoredFile } from '../files';
import { itemFiles } from './knowledge.files';
import { findItemRow } from './knowledge.repository';

/** What a browser may show in the page: images, PDF and video (anything else is a download). */
const INLINE = /^(image\/(png|jpeg|gif|webp|bmp)|application\/pdf|video\/(mp4|webm|ogg|quicktime))$/;
const key = (ticket: string) => `knowledge:preview:${ticket}`;

/**
 * Ticket URLs for the item's previewable files, checked now (the caller may view the item,
 * the file is the item's) and kept in the shared store, so any instance serves them.
 */
export async function previewUrls(ctx: AppContext, auth: AuthUser, id: number): Promise<TKnowledgePreviewUrl[]> {
  found(await findItemRow(ctx.db, id, 'en-US'));
  const out: TKnowledgePreviewUrl[] = [];
  for (const f of await itemFiles(ctx, id)) {
    const { file } = await openStoredFile(ctx, f.id);
    if (!INLINE.test(mimeOf(file))) continue;
    const ticket = crypto.randomBytes(32).toString('base64url');
    await ctx.kv.set(key(ticket), JSON.stringify({ fileId: f.id, itemId: id, userId: auth.userId }), KNOWLEDGE_PREVIEW_TTL_MS);
    out.push({ fileId: f.id, url: ctx.svcPath('user', `/knowledge/inline/${ticket}`) });
  }
  return out;
}

/** The stored file's MIME type (StoredFile.type is the MIME type or, failing that, judged from the name). */
function mimeOf(f: { type: string; name: string }): string {
  if (f.type.includes('/')) return f.type.toLowerCase();
  const ext = (f.type || f.name.split('.').pop() || '').toLowerCase();
  const byExt: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    bmp: 'image/bmp',
    pdf: 'application/pdf',
    mp4: 'video/mp4',
    webm: 'video/webm',
    mov: 'video/quicktime',
  };
  return byExt[ext] ?? 'application/octet-stream';
}

/** Streams a previewable file by its ticket, inline, sandboxed, never cached by others. */
export async function sendPreview(ctx: AppContext, ticket: string, reply: FastifyReply) {
  const raw = await ctx.kv.get(key(ticket));
  if (!raw) throw new AppError(1002);
  const { fileId } = JSON.parse(raw) as { fileId: string };
  const { file, stream } = await openStoredFile(ctx, fileId);
  const mime = mimeOf(file);
  if (!INLINE.test(mime)) throw new AppError(1002);
  return reply
    .header('content-type', mime)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.name).replace(/^attachment/, 'inline'))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'private, max-age=0')
    .send(await stream());
}
