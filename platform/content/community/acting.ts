/**
 * Acting for a channel (docs/CHANNEL-MANAGER-ACTING.md): a write naming `actingFor` is done as
 * that channel's creator when the caller's session is in channel-manager mode for it; anyone
 * else naming a channel that is not theirs is refused alike.
 */
import type { Context } from 'hono'
import { type AppEnv, forbidden, type SessionUser } from '../../http'
import type { ChannelActingPort } from '../ports'

export async function actingUser(
  c: Context<AppEnv>,
  port: ChannelActingPort | undefined,
  user: SessionUser,
  actingFor: string | undefined,
): Promise<SessionUser> {
  if (!actingFor || actingFor === user.oid) return user
  const channel = port ? await port.actingChannel(user, c.get('auth').sessionId) : null
  if (channel !== actingFor)
    throw forbidden('You do not manage this channel.', 'CHANNEL_NOT_MANAGED')
  // The channel's own powers only: never the manager's other roles (an admin's included).
  return { ...user, oid: channel, roles: ['user', 'creator'] }
}
