export { canvasMediaProblems, MEDIA_FIELDS, type MediaUrlProblem } from './canvas-media'
export {
  isAllowedCreatorLink,
  isAllowedMediaUrl,
  MEDIA_ASSET_ADDRESSES,
  MEDIA_IMAGE_TYPES,
  MEDIA_URL_MESSAGE,
  type MediaImageType,
  parseImageDataUrl,
} from './media-url'
