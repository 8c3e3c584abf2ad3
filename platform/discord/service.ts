/**
 * The Discord service: a creator's server and tier roles, a member's account linking through
 * Discord's OAuth2, role sync on subscription events, and the admin's list and kick. Every
 * call to Discord goes through the outbox, except the OAuth2 exchange the member waits for.
 * Each use case lives in a module of its own taking the one context built here.
 */

import type { SessionUser } from '../http'
import { kick, listMembers } from './admin'
import { adminCreatorsPage, adminMembersPage } from './admin-lists'
import { type GuildChange, modifyGuild } from './guild-link'
import { viewGuild } from './guild-view'
import { completeLink, startLink, unlink } from './member-link'
import { createOutbox } from './outbox'
import type { DiscordContext, DiscordDeps } from './ports'
import { discordOutboxStats } from './queue-stats'
import { subscriptionListener } from './role-sync'

export function createDiscordService(deps: DiscordDeps) {
  const context: DiscordContext = {
    ...deps,
    outbox: createOutbox({ db: deps.db, clock: deps.clock, logger: deps.logger, api: deps.api }),
    redirectUri: `${deps.publicUrl.replace(/\/+$/, '')}/api/discord/callback`,
    onQueued: () => {},
  }
  return {
    outbox: context.outbox,
    /** The outbox's depth, age and failures, for the admin's queue monitor. */
    queueStats: () => discordOutboxStats(deps.db, deps.clock.now()),
    /** The worker's hook: called after jobs are queued, to send them soon. */
    setOnQueued(callback: () => void) {
      context.onQueued = callback
    },

    get: (creatorOid: string, viewer: SessionUser | null) => viewGuild(context, creatorOid, viewer),
    modify: (user: SessionUser, input: GuildChange) => modifyGuild(context, user, input),
    /** Starts linking: a one-time state and Discord's authorize address. */
    token: (user: SessionUser, creatorOid: string, tierHash: string) =>
      startLink(context, user, creatorOid, tierHash),
    /** Discord's redirect back; answers where to send the browser. */
    callback: (input: { code?: string; state: string; error?: string }) =>
      completeLink(context, input),
    /** Subscription events (channels area): grant, keep or remove the member's role. */
    subscriptionListener: subscriptionListener(context),
    /** The caller unlinks their own Discord account: the role is taken back, the link goes. */
    unlink: (user: SessionUser, creatorOid: string) => unlink(context, user, creatorOid),
    members: (user: SessionUser, creatorOid: string) => listMembers(context, user, creatorOid),
    adminCreators: (query: { q?: string | undefined; before?: string | undefined } = {}) =>
      adminCreatorsPage(context, query),
    adminMembers: (query: {
      creatorOid: string
      q?: string | undefined
      before?: string | undefined
    }) => adminMembersPage(context, query),
    /** Admin: removes a member from the creator's server (queued; the outbox sends it), with the link before. */
    kick: (input: { creatorOid: string; channelId: string; discordId: string }) =>
      kick(context, input),
  }
}

export type DiscordService = ReturnType<typeof createDiscordService>
