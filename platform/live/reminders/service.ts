/**
 * Live reminders: when a stream goes liveOn and its studio has "remind subscribers" on, each
 * current subscriber of the creator gets one `live` notification leading to the live page.
 * A row per stream and user is claimed before notifying, so a repeated liveOn, a second
 * instance or a restart never notifies twice; a failure is logged and never stops the live.
 */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import type { LiveUsersPort } from '../ports'

/** What a reminder's notification carries (kind `live`: "{nickname} is live now."). */
export interface LiveReminderData {
  creatorOid: string
  nickname: string
  streamOid: string
  title: string
  /** The live page: `/live/{customUrl or creator id}`. */
  link: string
}

/** What reminders need of other areas, handed in by server/context/. */
export interface LiveReminderPorts {
  /** The creator's current subscribers (channels); a user may be listed once per tier. */
  subscribers(creatorOid: string): Promise<readonly string[]>
  /** One notification (notifications area); answers whether it was kept (kinds can be muted). */
  notify(userOid: string, data: LiveReminderData): Promise<boolean>
}

export interface ReminderDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  users: LiveUsersPort
  /** Without them (tests of other areas), nobody is reminded. */
  reminders?: LiveReminderPorts
}

/** Claims per statement, so a large channel never builds one huge insert. */
const CLAIM_BATCH = 500

/** The channels service's subscriber list, as reminders read it. */
export function channelsSubscribers(channels: {
  listSubscribers(creatorOid: string): Promise<readonly { userOid: string }[]>
}): LiveReminderPorts['subscribers'] {
  return async (creatorOid) =>
    (await channels.listSubscribers(creatorOid)).map((row) => row.userOid)
}

export function createReminderService(deps: ReminderDeps) {
  const { db, clock, logger } = deps
  // Reminders run beside the publish answer; tests and shutdown wait for them here.
  const pending = new Set<Promise<void>>()

  /** Reminds the subscribers of the stream on air now; answers how many were notified. */
  async function remind(creatorOid: string): Promise<number> {
    const ports = deps.reminders
    if (!ports) return 0
    const channel = await db
      .selectFrom('live_channels')
      .select(['state', 'current_stream_oid', 'remind_subscribers', 'title'])
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst()
    const streamOid = channel?.current_stream_oid
    if (!channel?.remind_subscribers || channel.state !== 'liveOn' || !streamOid) return 0
    const [creator] = await deps.users.findUsers([creatorOid])
    if (!creator?.isLivestreamer) return 0
    // Only the stream on air can be reminded again: earlier streams' rows are done with.
    await db
      .deleteFrom('live_reminders')
      .where('creator_oid', '=', creatorOid)
      .where('stream_oid', '<>', streamOid)
      .execute()
    const subscribers = [...new Set(await ports.subscribers(creatorOid))].filter(
      (userOid) => userOid !== creatorOid,
    )
    const data: LiveReminderData = {
      creatorOid,
      nickname: creator.nickname,
      streamOid,
      title: channel.title,
      link: `/live/${encodeURIComponent(creator.customUrl ?? creatorOid)}`,
    }
    let notified = 0
    for (let at = 0; at < subscribers.length; at += CLAIM_BATCH) {
      const now = clock.now()
      const claimed = await db
        .insertInto('live_reminders')
        .values(
          subscribers.slice(at, at + CLAIM_BATCH).map((userOid) => ({
            stream_oid: streamOid,
            user_oid: userOid,
            creator_oid: creatorOid,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['stream_oid', 'user_oid']).doNothing())
        .returning('user_oid')
        .execute()
      for (const { user_oid } of claimed) {
        // A claimed user whose notify fails is not retried: once at most, never twice.
        const kept = await ports.notify(user_oid, data).catch((error: unknown) => {
          logger.warn(
            { err: error, creatorOid, streamOid, userOid: user_oid },
            'live reminder failed',
          )
          return false
        })
        if (kept) notified += 1
      }
    }
    return notified
  }

  return {
    /** The live state listener: a liveOn starts the reminders without waiting for them. */
    stateChanged(creatorOid: string, state: 'liveOn' | 'liveOff'): Promise<void> {
      if (state !== 'liveOn' || !deps.reminders) return Promise.resolve()
      const run: Promise<void> = remind(creatorOid)
        .then(
          () => undefined,
          (error: unknown) => logger.warn({ err: error, creatorOid }, 'live reminders failed'),
        )
        .finally(() => pending.delete(run))
      pending.add(run)
      return Promise.resolve()
    },
    remind,
    /** Settles once every reminder started so far has finished. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending)
    },
  }
}

export type ReminderService = ReturnType<typeof createReminderService>
