import { z } from 'zod';

/** A stored file as every area sees it. id is a uuid string; url is the download path. */
export const ZStoredFile = z.object({
  id: z.string().uuid(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
  sha256: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof ZStoredFile>;
export type TStoredFile = StoredFile;

/** ?area=<area> of uploadFile: an area that declared what it accepts (declareFileArea). */
export const ZUploadQuery = z
  .object({
    area: z
      .string()
      .min(1)
      .max(32)
      .regex(/^[a-zA-Z][a-zA-Z0-9_-]*$/),
  })
  .strict();
/** ?area=<area> of the tus OPTIONS (discovery): with one, Tus-Max-Size is that area's limit. */
export const ZTusOptionsQuery = z.object({ area: ZUploadQuery.shape.area.optional() }).strict();
export const ZFileIdParam = z.object({ id: z.string().uuid() }).strict();
export const ZTusUploadIdParam = z
  .object({
    uploadId: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_.-]+$/),
  })
  .strict();
/** ?inline=1: shown in the page (preview) instead of saved. */
export const ZDownloadQuery = z.object({ inline: z.enum(['0', '1']).optional() }).strict();

/** Shown file names: at most this long after cleaning (control characters, path separators). */
export const FILE_NAME_MAX = 200;
