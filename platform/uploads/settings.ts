/**
 * Where uploaded files are kept, from the environment: the embedded store under the data
 * directory unless `TALELOOM_S3_BUCKET` names an S3-compatible bucket (docs/CONFIGURATION.md).
 */
import type { S3Settings } from './s3-store'

export type UploadsSettings = { s3: S3Settings | null }

export function readUploadsSettings(env: Record<string, string | undefined>): UploadsSettings {
  const bucket = env.TALELOOM_S3_BUCKET?.trim()
  if (!bucket) return { s3: null }
  return {
    s3: {
      bucket,
      region: env.TALELOOM_S3_REGION || 'us-east-1',
      ...(env.TALELOOM_S3_ENDPOINT ? { endpoint: env.TALELOOM_S3_ENDPOINT } : {}),
      ...(env.TALELOOM_S3_ACCESS_KEY_ID ? { accessKeyId: env.TALELOOM_S3_ACCESS_KEY_ID } : {}),
      ...(env.TALELOOM_S3_SECRET_ACCESS_KEY
        ? { secretAccessKey: env.TALELOOM_S3_SECRET_ACCESS_KEY }
        : {}),
      forcePathStyle:
        env.TALELOOM_S3_FORCE_PATH_STYLE === '1' || env.TALELOOM_S3_FORCE_PATH_STYLE === 'true',
    },
  }
}
