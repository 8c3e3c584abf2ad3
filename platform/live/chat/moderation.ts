/** Moderation: the moderators' view, banned words, the anonymous chat setting and managers. */
import type { SessionUser } from '../../http'
import type { ChatContext } from './context'
import type { ModerationResponse } from './contract'
import { LIVECHAT_ERRORS } from './errors'
import type { createNotices } from './notices'

export function createModeration(
  context: ChatContext,
  notices: Pick<ReturnType<typeof createNotices>, 'announce'>,
) {
  const { db, clock, deps } = context

  return {
    async moderation(user: SessionUser, creatorOid: string): Promise<ModerationResponse> {
      await context.requireModerator(user, creatorOid)
      const [settings, bans, managers] = await Promise.all([
        context.settingsOf(creatorOid),
        db
          .selectFrom('livechat_bans')
          .selectAll()
          .where('creator_oid', '=', creatorOid)
          .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', clock.now())]))
          .orderBy('created_at', 'desc')
          .execute(),
        db
          .selectFrom('livechat_managers')
          .selectAll()
          .where('creator_oid', '=', creatorOid)
          .orderBy('created_at')
          .execute(),
      ])
      return {
        creatorOid,
        bannedWords: settings.banned_words,
        useAnonymousChat: settings.use_anonymous_chat,
        bans: bans.map((ban) => ({
          oid: ban.oid,
          userOid: ban.anonymous ? '' : ban.user_oid,
          nickname: ban.anonymous ? '' : ban.nickname,
          reason: ban.reason,
          description: ban.description,
          until: ban.until?.toISOString() ?? null,
        })),
        managers: managers.map((m) => ({
          userOid: m.user_oid,
          nickname: m.nickname,
          date: m.created_at.toISOString(),
        })),
      }
    },

    async setBannedWords(user: SessionUser, creatorOid: string, words: string[]) {
      await context.requireModerator(user, creatorOid)
      const unique = [...new Set(words)]
      await db
        .insertInto('livechat_settings')
        .values({ creator_oid: creatorOid, banned_words: JSON.stringify(unique) })
        .onConflict((oc) =>
          oc.column('creator_oid').doUpdateSet({ banned_words: JSON.stringify(unique) }),
        )
        .execute()
      await context.publish(
        creatorOid,
        context.event('bannedWordsUpdate', { bannedWords: unique.join(',') }),
      )
      return { creatorOid, bannedWords: unique }
    },

    async setAnonymousChat(user: SessionUser, creatorOid: string, useAnonymousChat: boolean) {
      context.requireOwner(user, creatorOid)
      await db
        .insertInto('livechat_settings')
        .values({ creator_oid: creatorOid, use_anonymous_chat: useAnonymousChat })
        .onConflict((oc) =>
          oc.column('creator_oid').doUpdateSet({ use_anonymous_chat: useAnonymousChat }),
        )
        .execute()
      await context.publish(creatorOid, context.event('studioSetting', { useAnonymousChat }))
      return { creatorOid, useAnonymousChat }
    },

    async addManager(user: SessionUser, creatorOid: string, userOid: string) {
      context.requireOwner(user, creatorOid)
      const [target] = await deps.users.findUsers([userOid])
      if (!target) throw LIVECHAT_ERRORS.userNotFound()
      const now = clock.now()
      const added = await db
        .insertInto('livechat_managers')
        .values({
          creator_oid: creatorOid,
          user_oid: userOid,
          nickname: target.nickname,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['creator_oid', 'user_oid']).doNothing())
        .returning('user_oid')
        .executeTakeFirst()
      context.bump(context.userKey(creatorOid, userOid))
      if (added)
        await notices.announce(creatorOid, user.oid, {
          type: 'managerAdded',
          target: target.nickname,
        })
      await context.publish(
        creatorOid,
        context.event('makeManager', {
          userOid,
          nickname: target.nickname,
          email: target.email,
          date: now.toISOString(),
        }),
      )
      return { creatorOid, userOid, nickname: target.nickname, date: now.toISOString() }
    },

    async removeManagers(user: SessionUser, creatorOid: string, managerOids: string[]) {
      context.requireOwner(user, creatorOid)
      const removed = await db
        .deleteFrom('livechat_managers')
        .where('creator_oid', '=', creatorOid)
        .where('user_oid', 'in', managerOids)
        .returning(['user_oid', 'nickname'])
        .execute()
      const userOids = removed.map((row) => row.user_oid)
      for (const row of removed)
        await notices.announce(creatorOid, user.oid, {
          type: 'managerRemoved',
          target: row.nickname,
        })
      for (const removedOid of userOids) context.bump(context.userKey(creatorOid, removedOid))
      if (userOids.length)
        await context.publish(
          creatorOid,
          context.event('removeManager', { userOids: userOids.join(',') }),
        )
      return { creatorOid, removed: userOids }
    },
  }
}
