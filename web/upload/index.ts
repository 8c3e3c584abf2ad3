export { createMd5, type Md5, md5Hex } from './md5'
export {
  createUploadClient,
  DEFAULT_PART_BYTES,
  type PartProgress,
  type PartState,
  refusalOf,
  UPLOAD_MESSAGES,
  UPLOAD_TIMEOUT_MS,
  UPLOAD_WORKERS,
  type UploadClient,
  UploadError,
  type UploadResult,
  type UploadTarget,
} from './upload-client'
