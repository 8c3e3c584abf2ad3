import { forbidden, type SessionUser } from '../http'
import { PLATFORM_EMOTICON_OWNER } from './contract'

/** The creator themself (with the creator role) or an admin; the platform's groups: admins. */
export function requireEmoticonOwner(user: SessionUser, creatorOid: string): void {
  if (user.roles.includes('admin')) return
  if (creatorOid === PLATFORM_EMOTICON_OWNER) throw forbidden()
  if (user.oid !== creatorOid || !user.roles.includes('creator')) throw forbidden()
}
