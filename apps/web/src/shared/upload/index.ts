export { FileUpload, type FileUploadProps } from './file-upload';
export { checkFile, formatBytes, type UploadItem, type UploadStatus } from './upload-state';
