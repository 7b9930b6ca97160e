import { Readable } from 'node:stream';
import { SOFTWARE_PERMISSIONS as P } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { storedZip } from '../../platform/kit/stored-zip';
import { attachFiles, declareFileArea, detachFiles, storeFile } from '../files';

export const SOFTWARE_FILE_AREA = 'software';
/** Packages are archives, judged by their content (files area); 2000 MB each (the size column is a 32-bit integer). */
export const PACKAGE_TYPES = ['zip', '7z', 'gz', 'tar', 'xz', 'bz2', 'rar', 'apk'];
export const PACKAGE_MAX_MB = 2000;

/** What a version keeps of its package for the lists. */
export type PackageColumns = { fileId: string; fileName: string; fileSize: number; fileSha256: string };

/** Declares what the software area accepts (files area); called once from the routes plugin. */
export function declareSoftwareFiles(): void {
  declareFileArea({
    area: SOFTWARE_FILE_AREA,
    types: PACKAGE_TYPES,
    maxBytes: PACKAGE_MAX_MB * 1024 * 1024,
    uploadPermission: P.uploadAdd.name,
    viewPermission: P.uploadView.name,
  });
}

/** Download path of a package (files area). */
export function packageUrl(ctx: AppContext, id: string): string {
  return ctx.svcPath('user', `/ossFile/download/${id}`);
}

const ownerOf = (versionId: number) => `version:${versionId}`;

/**
 * Makes `fileId` the version's only package: attached to it (1002 for a file of another area,
 * another uploader's or an unknown one) and every other file it held let go (the files area's
 * cleanup removes them). Null detaches all.
 */
export async function attachPackage(ctx: AppContext, tx: Tx, req: FastifyRequest, versionId: number, fileId: string | null): Promise<PackageColumns | null> {
  const owner = ownerOf(versionId);
  await detachFiles(ctx, tx, { area: SOFTWARE_FILE_AREA, ownerId: owner, keep: fileId ? [fileId] : [] });
  if (!fileId) return null;
  const [file] = await attachFiles(ctx, tx, { area: SOFTWARE_FILE_AREA, ownerId: owner, fileIds: [fileId], uploaderId: req.auth!.userId });
  if (!file) return null;
  return { fileId: file.id, fileName: file.name, fileSize: file.size, fileSha256: file.sha256 };
}

/** A small real zip (one text entry, stored) for the demo versions. */
function demoZip(name: string): Buffer {
  return storedZip([{ name: 'README.txt', body: `${name}\nDiagOps demo package\n` }]);
}

/** A demo package stored through the files area and attached to the version once it exists. */
export async function storeDemoPackage(ctx: AppContext, name: string): Promise<PackageColumns | null> {
  declareSoftwareFiles();
  const file = await storeFile(ctx, { area: SOFTWARE_FILE_AREA, name, body: Readable.from([demoZip(name)]), uploader: { kind: 'staff', id: 0 } });
  return { fileId: file.id, fileName: file.name, fileSize: file.size, fileSha256: file.sha256 };
}

/** Marks a demo package as the version's (seed-demo has no request to attach with). */
export async function attachDemoPackage(ctx: AppContext, tx: Tx, versionId: number, fileId: string): Promise<void> {
  await attachFiles(ctx, tx, { area: SOFTWARE_FILE_AREA, ownerId: ownerOf(versionId), fileIds: [fileId], uploaderId: 0 });
}
