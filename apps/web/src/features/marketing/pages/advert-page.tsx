import { AD_IMAGE_AREA, AD_IMAGE_MAX_MB, advertResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';
import { pictureOverride } from '../../faultlight';

const image = { area: AD_IMAGE_AREA, accept: ['.png', '.jpg', '.jpeg', '.webp'], maxBytes: AD_IMAGE_MAX_MB * 1024 * 1024 };

/** /advertisingSettings/list (and add, edit/{id}, detail/{id}): ads on the app's slots, an image and a link per language. */
export default function AdvertPage() {
  return (
    <ResourceListPage
      def={advertResource}
      fields={{ imageZh: pictureOverride(advertResource, 'imageZh', image), imageEn: pictureOverride(advertResource, 'imageEn', image) }}
    />
  );
}
