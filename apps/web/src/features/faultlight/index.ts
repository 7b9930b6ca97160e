// What other features may use of the fault lights: the picture control of a declared image field (marketing's ad images).
export { IconImage as StoredImage, pictureOverride } from './icons/faultlight-controls';
