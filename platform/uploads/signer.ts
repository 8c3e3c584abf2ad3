/**
 * The embedded store's signed addresses: an HMAC-SHA256 of what the address allows (the
 * method, the key, the upload and part, the expiry) under the server's secret, so a part
 * URL opens one part of one upload until it expires and nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface SignedFields {
  method: 'PUT' | 'GET'
  key: string
  uploadId?: string
  partNumber?: number
  /** Unix seconds. */
  expires: number
}

export function createSigner(secret: string) {
  const digest = (fields: SignedFields) =>
    createHmac('sha256', `upload:${secret}`)
      .update(
        [
          fields.method,
          fields.key,
          fields.uploadId ?? '',
          fields.partNumber ?? '',
          fields.expires,
        ].join('\n'),
      )
      .digest('base64url')
  return {
    sign: digest,
    verify(fields: SignedFields, signature: string, nowSeconds: number): boolean {
      if (!Number.isSafeInteger(fields.expires) || fields.expires < nowSeconds) return false
      const expected = Buffer.from(digest(fields))
      const given = Buffer.from(signature)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
}

export type Signer = ReturnType<typeof createSigner>
