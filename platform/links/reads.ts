/** `GET /platform`, `/platform/viewer` and `/platform/livestream/thumbnail`. */
import type { SessionUser } from '../http'
import {
  LINK_PLATFORMS,
  type LinkPlatform,
  type PlatformLinkView,
  type PlatformsAnswer,
  type PlatformViewers,
  STREAM_PLATFORMS,
  type ThumbnailAnswer,
  type ViewerAnswer,
} from './contract'
import type { LinksDeps } from './ports'
import { openStored } from './token-cipher'

async function linksOf(deps: LinksDeps, userOid: string) {
  return deps.db
    .selectFrom('platform_links')
    .selectAll()
    .where('user_oid', '=', userOid)
    .orderBy('platform')
    .execute()
}

export async function listLinks(deps: LinksDeps, user: SessionUser): Promise<PlatformsAnswer> {
  const rows = await linksOf(deps, user.oid)
  const links: PlatformLinkView[] = rows.map((row) => ({
    platform: row.platform,
    externalId: row.external_id,
    handle: row.handle,
    displayName: row.display_name,
    followers: row.followers,
    linkedAt: new Date(row.linked_at).toISOString(),
  }))
  const x = rows.find((row) => row.platform === 'twitter')
  const reward = x
    ? await deps.db
        .selectFrom('platform_x_rewards')
        .select(['coins', 'user_oid', 'paid_at'])
        .where('x_user_id', '=', x.external_id)
        .executeTakeFirst()
    : undefined
  const streamOid = await deps.live.currentStream(user.oid)
  const multichat = streamOid
    ? await deps.db
        .selectFrom('platform_multichat')
        .select('enabled')
        .where('stream_oid', '=', streamOid)
        .executeTakeFirst()
    : undefined
  const available = Object.fromEntries(
    LINK_PLATFORMS.map((platform) => [
      platform,
      Boolean(deps.oauth[platform] && deps.apis[platform]),
    ]),
  ) as Record<LinkPlatform, boolean>
  return {
    available,
    links,
    xRewardCoins: reward?.paid_at && reward.user_oid.trim() === user.oid ? reward.coins : 0,
    multichat: multichat?.enabled ?? false,
  }
}

/** The creator's linked streams read now; a platform that refuses (rate limit) is left out. */
async function readStreams(deps: LinksDeps, creatorOid: string) {
  const rows = (await linksOf(deps, creatorOid)).filter((row) =>
    (STREAM_PLATFORMS as readonly string[]).includes(row.platform),
  )
  const read = await Promise.all(
    rows.map(async (row) => {
      const api = deps.apis[row.platform]
      if (!api) return null
      let accessToken: string
      try {
        accessToken = openStored(deps.tokens, row.access_token)
      } catch (error) {
        // Sealed under a key no longer configured, or altered: left out until linked again.
        deps.logger.warn({ err: error, platform: row.platform }, 'platform token does not open')
        return null
      }
      const stream = await api.stream(accessToken, row.external_id)
      if (!stream.ok) {
        deps.logger.warn({ platform: row.platform, answer: stream }, 'platform stream read failed')
        return null
      }
      return { platform: row.platform as PlatformViewers['platform'], ...stream.value }
    }),
  )
  return read.filter((stream) => stream !== null)
}

export async function viewers(deps: LinksDeps, user: SessionUser): Promise<ViewerAnswer> {
  const streams = await readStreams(deps, user.oid)
  return {
    platforms: streams.map(({ platform, live, viewers }) => ({ platform, live, viewers })),
  }
}

export async function thumbnail(deps: LinksDeps, creatorOid: string): Promise<ThumbnailAnswer> {
  const live = (await readStreams(deps, creatorOid)).find(
    (stream) => stream.live && stream.thumbnailUrl,
  )
  return { platform: live?.platform ?? null, thumbnailUrl: live?.thumbnailUrl ?? null }
}
