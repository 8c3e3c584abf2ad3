/** Who reads a creator's revenue: the creator themself or an admin (pure). */
import { forbidden, hasRole, type SessionUser } from '../http'

export const isAdmin = (user: SessionUser) => user.roles.includes('admin')

export const isCreator = (user: SessionUser) =>
  hasRole(user, 'creator') || hasRole(user, 'livestreamer')

/**
 * The creator a request is about: `creatorOid` when given, else the caller. Only a creator
 * reads their own, only an admin anyone's; everyone else gets 403, whether or not the
 * creator exists.
 */
export function readableCreator(user: SessionUser, creatorOid: string | undefined): string {
  const target = creatorOid ?? user.oid
  if (isAdmin(user) || (target === user.oid && isCreator(user))) return target
  throw forbidden()
}
