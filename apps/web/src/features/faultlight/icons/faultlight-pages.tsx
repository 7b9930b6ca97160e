import {
  FAULT_LIGHT_IMAGE_AREA,
  FAULT_LIGHT_IMAGE_MAX_BYTES,
  FAULT_LIGHT_IMAGE_TYPES,
  faultLightDetailResource,
  faultLightIconResource,
} from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';
import { IconImage, pictureOverride, useDetailFields } from './faultlight-controls';

/** /faultlight/iconManage and its routed forms (/faultlight/add/index, /edit/index/{serialNumber}, /detail/index/{serialNumber}). */
export function FaultLightIconPage() {
  return (
    <ResourceListPage
      def={faultLightIconResource}
      cells={{ imageId: (r) => <IconImage id={r.imageId as string} size={32} /> }}
      fields={{
        imageId: pictureOverride(faultLightIconResource, 'imageId', {
          area: FAULT_LIGHT_IMAGE_AREA,
          accept: FAULT_LIGHT_IMAGE_TYPES,
          maxBytes: FAULT_LIGHT_IMAGE_MAX_BYTES,
        }),
      }}
    />
  );
}

/** /faultlight/detailManage and its routed forms (…/add, …/edit/{serialNumber}, …/detail/{serialNumber}). */
export function FaultLightDetailPage() {
  return <ResourceListPage def={faultLightDetailResource} fields={useDetailFields(faultLightDetailResource)} />;
}
