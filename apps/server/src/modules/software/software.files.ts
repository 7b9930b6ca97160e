import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';

export const SOFTWARE_FILE_AREA = 'software';

/** What a version keeps of its package for the lists. */
export type PackageColumns = { fileId: string; fileName: string; fileSize: number; fileSha256: string };

/** Download path of a package (files area). */
export function packageUrl(ctx: AppContext, id: string): string {
  return ctx.svcPath('user', `/ossFile/download/${id}`);
}

/**
 * Makes `fileId` the version's package (files area) and lets go of any other file it held.
 * Placeholder until the files area lands: no package can be attached yet.
 */
export async function attachPackage(
  _ctx: AppContext,
  _tx: Tx,
  _req: FastifyRequest,
  _versionId: number,
  fileId: string | null,
): Promise<PackageColumns | null> {
  if (fileId) throw new AppError(1001, { errors: [{ field: 'fileId', message: 'a package file is required' }] });
  return null;
}

/** Declares what the software area accepts (files area); called once from the routes plugin. */
export function declareSoftwareFiles(): void {}

/** A small demo package stored through the files area (none until it lands). */
export async function storeDemoPackage(_ctx: AppContext, _name: string): Promise<PackageColumns | null> {
  return null;
}
