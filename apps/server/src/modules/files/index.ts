// What other areas may use of files: declare what an area accepts, attach uploads to records,
// list an owner's files, store server-made bytes and open a stored file for streaming.
export { filesRoutes, runFilesCleanup } from './files.routes';
export {
  attachFiles,
  declareFileArea,
  detachFiles,
  type FileAreaPolicy,
  fileRow,
  filesOf,
  openStoredFile,
  type StoredFile,
  storeFile,
  storeTrialFile,
} from './files.service';
