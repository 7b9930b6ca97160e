export { FileUpload, type FileUploadProps } from './file-upload';
export { multipartTo, type StartTransfer } from './transport';
export { checkFile, formatBytes, type UploadItem, type UploadStatus } from './upload-state';
