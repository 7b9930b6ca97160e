import type { StoredFile } from '@diagops/contracts';
import { svcPath } from '../config/app-config';
import { request } from '../http/client';
import { isHttpError } from '../http/http-error';

export type TransferHandlers = {
  onProgress(loaded: number): void;
  onSuccess(file: StoredFile): void;
  onError(message: string): void;
};
/** A running transfer: pause keeps what the server acknowledged (tus) or drops it (multipart). */
export type Transfer = { pause(): void; abort(): void };
export type StartTransfer = (area: string, file: File, h: TransferHandlers) => Transfer;

export const uploadFileUrl = (area: string) => `${svcPath('user', '/ossFile/uploadFile')}?area=${encodeURIComponent(area)}`;

/** Plain multipart (UPL-01): for small files; a pause or a failure starts over. */
export const startMultipart: StartTransfer = (area, file, h) => multipartTo(uploadFileUrl(area))(area, file, h);

/** Plain multipart to an area's own upload route (a message's guide image, checked against its channel's limit). */
export const multipartTo =
  (url: string): StartTransfer =>
  (_area, file, h) => {
    const controller = new AbortController();
    let stopped = false;
    const body = new FormData();
    body.append('file', file, file.name);
    request<StoredFile>({
      method: 'POST',
      url,
      data: body,
      timeout: 0,
      silent: true,
      signal: controller.signal,
      onUploadProgress: (e) => {
        if (!stopped) h.onProgress(e.loaded);
      },
    }).then(
      (reply) => {
        if (!stopped) h.onSuccess(reply.data);
      },
      (err: unknown) => {
        if (stopped) return;
        h.onError(isHttpError(err) || err instanceof Error ? err.message : String(err));
      },
    );
    const stop = () => {
      stopped = true;
      controller.abort();
    };
    return { pause: stop, abort: stop };
  };
