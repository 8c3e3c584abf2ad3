/**
 * The S3-compatible object store (AWS S3, MinIO, R2…): parts go straight from the browser
 * to the bucket through presigned UploadPart addresses; reads stream from the bucket.
 */
import type { Readable } from 'node:stream'
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { type ObjectRead, type ObjectStore, type StoredPart, unquote } from './object-store'

export interface S3Settings {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404
}

export function createS3Store(settings: S3Settings): ObjectStore & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers (MinIO, R2, s3rver)
    // do not all read the SDK's default aws-chunked bodies with checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  })
  const Bucket = settings.bucket

  return {
    kind: 's3',
    client,

    async put(key, body, size) {
      const result = await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ...(size === undefined ? {} : { ContentLength: size }),
        }),
      )
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
      return { size: head.ContentLength ?? 0, etag: unquote(result.ETag) }
    },

    async get(key, range): Promise<ObjectRead | null> {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
          }),
        )
        const length = result.ContentLength ?? 0
        const total = result.ContentRange
          ? Number(result.ContentRange.split('/')[1])
          : (result.ContentLength ?? 0)
        const served = result.ContentRange ? /bytes (\d+)-(\d+)/.exec(result.ContentRange) : null
        return {
          body: result.Body as Readable,
          length,
          size: total,
          etag: unquote(result.ETag),
          range: served ? { start: Number(served[1]), end: Number(served[2]) } : null,
        }
      } catch (error) {
        if (isMissing(error) || (error as { name?: string }).name === 'InvalidRange') return null
        throw error
      }
    },

    async head(key) {
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return { size: result.ContentLength ?? 0, etag: unquote(result.ETag) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },

    async list(prefix) {
      const found: { key: string; size: number }[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        )
        for (const item of page.Contents ?? []) {
          if (item.Key) found.push({ key: item.Key, size: item.Size ?? 0 })
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return found
    },

    async copy(from, to) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: to,
          CopySource: `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        }),
      )
    },

    async createMultipart(key, contentType) {
      const result = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      )
      if (!result.UploadId) throw new Error('the S3 server gave no upload id')
      return result.UploadId
    },

    presignPart(key, uploadId, partNumber, expiresInSeconds) {
      return getSignedUrl(
        client,
        new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber: partNumber }),
        { expiresIn: expiresInSeconds },
      )
    },

    presignGet(key, expiresInSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: expiresInSeconds,
      })
    },

    async listParts(key, uploadId): Promise<StoredPart[] | null> {
      try {
        const parts: StoredPart[] = []
        let marker: string | undefined
        do {
          const page = await client.send(
            new ListPartsCommand({
              Bucket,
              Key: key,
              UploadId: uploadId,
              PartNumberMarker: marker,
            }),
          )
          for (const part of page.Parts ?? []) {
            parts.push({
              partNumber: part.PartNumber ?? 0,
              etag: unquote(part.ETag) ?? '',
              size: part.Size ?? 0,
            })
          }
          marker = page.IsTruncated ? page.NextPartNumberMarker : undefined
        } while (marker)
        return parts
      } catch (error) {
        // Some S3-wire servers (s3rver) do not implement ListParts: the reports decide.
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode
        if (status === 405 || status === 501) return null
        throw error
      }
    },

    async completeMultipart(key, uploadId, parts) {
      const result = await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: `"${part.etag}"` })),
          },
        }),
      )
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
      return { size: head.ContentLength ?? 0, etag: unquote(result.ETag ?? head.ETag) }
    },

    async abortMultipart(key, uploadId) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
        .catch(() => {})
    },
  }
}
