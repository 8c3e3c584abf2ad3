/**
 * Apple's client secret is not a fixed string: it is a JWT the team's private key signs
 * (ES256), naming the team, the Services ID and Apple as audience, valid up to six months.
 */
import { importPKCS8, SignJWT } from 'jose'
import type { AppleSettings } from '../settings'

/** Short-lived: one is signed per code exchange, so a leaked one is soon worthless. */
const SECRET_LIFETIME_S = 5 * 60

export async function appleClientSecret(settings: AppleSettings, now: Date): Promise<string> {
  const key = await importPKCS8(settings.privateKey, 'ES256')
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
    .setIssuer(settings.teamId)
    .setSubject(settings.clientId)
    .setAudience(settings.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SECRET_LIFETIME_S)
    .sign(key)
}
