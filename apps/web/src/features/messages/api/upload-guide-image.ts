import type { TMessageChannel } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { multipartTo, type StartTransfer } from '../../../shared/upload';

/** POST /{svc}-user/message/guideImage/upload?channel=: the server holds the image to the channel's configured limit (76104). */
export const guideImageTransport = (channel: TMessageChannel): StartTransfer =>
  multipartTo(`${svcPath('user', '/message/guideImage/upload')}?channel=${encodeURIComponent(channel)}`);
