/**
 * Acting for a channel (docs/CHANNEL-MANAGER-ACTING.md): a request naming `actingFor` is done
 * as that channel when the caller's session is in channel-manager mode for it; otherwise it is
 * refused the same way for everyone, managers included.
 */
import type { Context } from 'hono'
import { type AppEnv, forbidden, type SessionUser } from '../../http'
import type { ChatCommentContents } from '../ports'

export interface Acting {
  /** Whose comments are managed: the channel acted for, or the caller. */
  oid: string
  /** The manager acting, kept in the audit trail; null when the caller acts as themself. */
  managerOid: string | null
}

export const notChannelTeam = () =>
  forbidden('You do not manage this channel.', 'CHANNEL_NOT_MANAGED')

export async function actingAs(
  c: Context<AppEnv>,
  contents: ChatCommentContents | null,
  user: SessionUser,
  actingFor: string | undefined,
): Promise<Acting> {
  if (!actingFor || actingFor === user.oid) return { oid: user.oid, managerOid: null }
  const channel = contents?.actingChannel
    ? await contents.actingChannel(user, c.get('auth').sessionId)
    : null
  if (channel !== actingFor) throw notChannelTeam()
  return { oid: channel, managerOid: user.oid }
}
