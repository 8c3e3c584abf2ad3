import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Short-lived addresses: `{path}?expires=…&signature=…`, HMAC-SHA256 over the path and
 * expiry with a server secret, so a link (chat's paid pictures, spoken alerts' audio) stops
 * working after `ttlSeconds` and cannot be made for another path.
 */
export function createUrlSigner(secret: string, ttlSeconds = 600) {
  const sign = (path: string, expires: number) =>
    createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url')
  return {
    signedPath(path: string, now: Date): string {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds
      return `${path}?expires=${expires}&signature=${sign(path, expires)}`
    },
    verify(path: string, expires: number, signature: string, now: Date): boolean {
      if (!Number.isSafeInteger(expires) || expires < Math.floor(now.getTime() / 1000)) return false
      const expected = Buffer.from(sign(path, expires))
      const given = Buffer.from(signature)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
}

export type UrlSigner = ReturnType<typeof createUrlSigner>
