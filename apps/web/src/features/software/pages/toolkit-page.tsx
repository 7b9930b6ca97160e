import { UploadList } from './upload-list-page';

/** /produce/toolkitUpload — toolkit upgrade packages: uploads of the toolkit kind, with the same review. */
export default function ToolkitPage() {
  return <UploadList toolkit />;
}
