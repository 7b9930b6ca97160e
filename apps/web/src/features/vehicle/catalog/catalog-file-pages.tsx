import {
  CATALOG_FILE_AREAS,
  CATALOG_IMAGE_MAX_BYTES,
  CATALOG_IMAGE_TYPES,
  dlcResource,
  marketingAdResource,
  TSB_ATTACHMENT_MAX_BYTES,
  TSB_ATTACHMENT_TYPES,
  tsbResource,
} from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';
import { fileFieldOverride, useItemFields } from './catalog-fields';

// the screens whose records carry a file: the upload's controls stay out of the other catalog screens
const picture = { accept: CATALOG_IMAGE_TYPES, maxBytes: CATALOG_IMAGE_MAX_BYTES, image: true } as const;

/** /simple/tsb/index and its forms. */
export function TsbPage() {
  return (
    <ResourceListPage
      def={tsbResource}
      fields={{
        ...useItemFields(tsbResource, { brand: 'brandId', models: 'modelIds' }),
        attachmentId: fileFieldOverride(tsbResource, 'attachmentId', {
          area: CATALOG_FILE_AREAS.tsb,
          accept: TSB_ATTACHMENT_TYPES,
          maxBytes: TSB_ATTACHMENT_MAX_BYTES,
        }),
      }}
    />
  );
}

/** /simple/dlc/index and its forms, with the connector's picture. */
export function DlcPage() {
  return (
    <ResourceListPage
      def={dlcResource}
      fields={{
        ...useItemFields(dlcResource, { brand: 'brandId', model: 'modelId' }),
        imageId: fileFieldOverride(dlcResource, 'imageId', { area: CATALOG_FILE_AREAS.dlc, ...picture }),
      }}
    />
  );
}

/** /simple/marketingAdvertising: the advertisements (dialogs), each with its picture. */
export function MarketingAdPage() {
  return (
    <ResourceListPage
      def={marketingAdResource}
      fields={{ imageId: fileFieldOverride(marketingAdResource, 'imageId', { area: CATALOG_FILE_AREAS.ad, ...picture }) }}
    />
  );
}
