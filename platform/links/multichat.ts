/**
 * Multichat: while it is on for the creator's stream on air, the linked Twitch and YouTube
 * chats are read (a poll per platform, at the pace each asks for, backing off when it says
 * "too many calls") and each message becomes a read-only line in the live chat marked with
 * its source, written once per platform message id.
 */
import type { SessionUser } from '../http'
import { type MultichatAnswer, STREAM_PLATFORMS, type StreamPlatform } from './contract'
import { LINK_ERRORS } from './errors'
import type { LinksDeps } from './ports'
import { openStored } from './token-cipher'

/** Longest relayed text: the live chat's lines stay short. */
const RELAY_TEXT_MAX = 300

export async function setMultichat(
  deps: LinksDeps,
  user: SessionUser,
  multichat: boolean,
): Promise<MultichatAnswer> {
  const streamOid = await deps.live.currentStream(user.oid)
  if (!streamOid) throw LINK_ERRORS.offAir()
  const now = deps.clock.now()
  await deps.db
    .insertInto('platform_multichat')
    .values({ stream_oid: streamOid, creator_oid: user.oid, enabled: multichat, updated_at: now })
    .onConflict((oc) =>
      oc.column('stream_oid').doUpdateSet({ enabled: multichat, updated_at: now }),
    )
    .execute()
  return { streamOid, multichat }
}

type Row = {
  stream_oid: string
  creator_oid: string
  cursors: Record<string, string>
  retry_at: Record<string, string>
}

/** One platform of one stream: its messages relayed, its cursor and back-off to keep. */
async function pollPlatform(
  deps: LinksDeps,
  row: Row,
  platform: StreamPlatform,
  now: Date,
): Promise<{ cursor?: string; retryAt?: string; relayed: number }> {
  const retryAt = row.retry_at[platform]
  if (retryAt && new Date(retryAt) > now) return { retryAt, relayed: 0 }
  const creatorOid = row.creator_oid.trim()
  const link = await deps.db
    .selectFrom('platform_links')
    .select(['access_token', 'external_id'])
    .where('user_oid', '=', creatorOid)
    .where('platform', '=', platform)
    .executeTakeFirst()
  const api = deps.apis[platform]
  if (!link || !api) return { relayed: 0 }
  // A token that does not open throws here: the poll logs it and tries the other platform.
  const accessToken = openStored(deps.tokens, link.access_token)
  const stream = await api.stream(accessToken, link.external_id)
  if (!stream.ok)
    return stream.kind === 'rate_limited'
      ? { retryAt: stream.retryAt.toISOString(), relayed: 0 }
      : { relayed: 0 }
  if (!stream.value.live) return { relayed: 0 }
  const page = await api.chat(
    accessToken,
    { externalId: link.external_id, chatId: stream.value.chatId },
    row.cursors[platform] ?? null,
  )
  if (!page.ok)
    return page.kind === 'rate_limited'
      ? { retryAt: page.retryAt.toISOString(), relayed: 0 }
      : { relayed: 0 }
  for (const message of page.value.messages) {
    await deps.live.relay(
      creatorOid,
      {
        source: platform,
        author: message.author.slice(0, 50),
        content: message.text.slice(0, RELAY_TEXT_MAX),
      },
      `relay:${platform}:${message.id}`,
    )
  }
  const wait = page.value.pollAfterMs > 0 ? new Date(now.getTime() + page.value.pollAfterMs) : null
  return {
    ...(page.value.cursor ? { cursor: page.value.cursor } : {}),
    ...(wait ? { retryAt: wait.toISOString() } : {}),
    relayed: page.value.messages.length,
  }
}

/** One pass over every stream with multichat on; answers how many lines were relayed. */
export async function pollMultichat(deps: LinksDeps): Promise<number> {
  const now = deps.clock.now()
  const rows = await deps.db
    .selectFrom('platform_multichat')
    .select(['stream_oid', 'creator_oid', 'cursors', 'retry_at'])
    .where('enabled', '=', true)
    .execute()
  let relayed = 0
  for (const row of rows) {
    // A stream that ended turns its multichat off.
    if ((await deps.live.currentStream(row.creator_oid.trim())) !== row.stream_oid) {
      await deps.db
        .updateTable('platform_multichat')
        .set({ enabled: false, updated_at: now })
        .where('stream_oid', '=', row.stream_oid)
        .execute()
      continue
    }
    const cursors = { ...row.cursors }
    const retry: Record<string, string> = { ...row.retry_at }
    for (const platform of STREAM_PLATFORMS) {
      try {
        const polled = await pollPlatform(deps, row, platform, now)
        relayed += polled.relayed
        if (polled.cursor) cursors[platform] = polled.cursor
        if (polled.retryAt) retry[platform] = polled.retryAt
        else delete retry[platform]
      } catch (error) {
        deps.logger.warn({ err: error, platform, stream: row.stream_oid }, 'multichat read failed')
      }
    }
    await deps.db
      .updateTable('platform_multichat')
      .set({ cursors: JSON.stringify(cursors), retry_at: JSON.stringify(retry), updated_at: now })
      .where('stream_oid', '=', row.stream_oid)
      .execute()
  }
  return relayed
}
