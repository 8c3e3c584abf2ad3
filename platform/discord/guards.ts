/** The checks every Discord call makes of its caller and its ids. */
import { forbidden, type SessionUser } from '../http'
import { SNOWFLAKE } from './contract'
import { DISCORD_ERRORS } from './errors'

export function requireSnowflake(value: string, field: string): string {
  if (!SNOWFLAKE.test(value)) throw DISCORD_ERRORS.invalidId(field)
  return value
}

/** The creator themself (with the creator role) or an admin. */
export function requireOwner(user: SessionUser, creatorOid: string) {
  if (user.roles.includes('admin')) return
  if (user.oid !== creatorOid || !user.roles.includes('creator')) throw forbidden()
}
