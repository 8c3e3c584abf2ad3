/** A viewer's way in: the chat token, the socket's session from it, and the welcome frame. */
import type { SessionUser } from '../../http'
import { type ChatContext, isAdmin, MINUTE } from './context'
import { type ChatTokenResponse, type DisconnectReason, LIVECHAT_LIMITS } from './contract'
import type { createMessages } from './messages'
import type { createProfiles } from './profiles'
import { type ChatClaims, readChatToken, signChatToken } from './token'

export function createSessions(
  context: ChatContext,
  profiles: ReturnType<typeof createProfiles>,
  messages: Pick<ReturnType<typeof createMessages>, 'history'>,
) {
  const { clock, deps } = context
  return {
    async chatToken(user: SessionUser | null, creatorOid: string): Promise<ChatTokenResponse> {
      await context.requireLivestreamer(creatorOid)
      const now = clock.now().getTime()
      const claims: ChatClaims = {
        creatorOid,
        userOid: user?.oid ?? null,
        nickname: user?.nickname ?? '',
        isAdmin: !!user && isAdmin(user),
        tokenExpires: now + LIVECHAT_LIMITS.tokenMinutes * MINUTE,
        sessionExpires: now + LIVECHAT_LIMITS.sessionHours * 60 * MINUTE,
      }
      return {
        token: signChatToken(deps.secret, claims),
        sessionExpirationTime: new Date(claims.sessionExpires).toISOString(),
        tokenExpirationTime: new Date(claims.tokenExpires).toISOString(),
      }
    },

    /** The claims of a token that may open a socket now, else why not. */
    openSession(token: string): ChatClaims | DisconnectReason {
      const claims = readChatToken(deps.secret, token)
      if (!claims) return 'invalidToken'
      if (claims.tokenExpires <= clock.now().getTime()) return 'tokenExpired'
      return claims
    },

    async welcome(claims: ChatClaims, lastId: string | null) {
      const streamOid = await deps.live.currentStream(claims.creatorOid)
      const owner = claims.userOid === claims.creatorOid || claims.isAdmin
      const [settings, history, profile, manager] = await Promise.all([
        context.settingsOf(claims.creatorOid),
        messages.history(claims.creatorOid, lastId, streamOid),
        profiles.profileOf(claims),
        !owner && claims.userOid
          ? context.isManager(claims.creatorOid, claims.userOid)
          : Promise.resolve(false),
      ])
      const ban = claims.userOid
        ? await context.activeBan(claims.creatorOid, claims.userOid)
        : undefined
      return {
        kind: 'welcome' as const,
        creatorOid: claims.creatorOid,
        streamOid,
        userOid: claims.userOid,
        canChat: !!claims.userOid && !ban,
        useAnonymousChat: settings.use_anonymous_chat,
        bannedWords: settings.banned_words,
        history,
        canModerate: !!claims.userOid && (owner || manager),
        canAppoint: !!claims.userOid && owner,
        useLevel: profile.emoticons.useLevel,
        usableEmoticonGroups: profile.emoticons.usable,
        emoticonGroups: profile.emoticons.all,
        blocked: ban?.reason === 'block' || ban?.reason === 'kick',
      }
    },
  }
}
