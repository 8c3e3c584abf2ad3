import type { AccountsArea } from '../../platform/accounts'
import type { Billing, ChannelsArea } from '../../platform/channels'
import type { ChatArea } from '../../platform/chat'
import type { ContentArea } from '../../platform/content'
import { startMaintenance } from '../../platform/db'
import type { DiscordArea } from '../../platform/discord'
import type { EncodingArea } from '../../platform/encoding'
import type { LinksArea } from '../../platform/links'
import type { Infrastructure } from './infrastructure'
import { type Job, stoppableJob, workerJob } from './jobs'
import { type LiveAreas, liveJobs } from './live'

export interface ScheduledAreas extends LiveAreas {
  accounts: AccountsArea
  billing: Billing
  channels: ChannelsArea
  chat: ChatArea
  content: ContentArea
  discord: DiscordArea
  encoding: EncodingArea
  links: LinksArea
}

/** Every background job of the product, in the order they start. */
export function productJobs(
  { clock, database, limits, logger }: Infrastructure,
  areas: ScheduledAreas,
): Job[] {
  const { accounts, channels, chat, content } = areas
  return [
    // A renewal run in flight finishes; its leased rows are free for the next start anyway.
    workerJob('subscription renewals', areas.billing.scheduler),
    workerJob('discord outbox', areas.discord.worker),
    // Picks up queued jobs and those whose encoder died (ffmpeg missing: audio and video
    // wait, saying why); a job in hand goes back to the queue for the next start.
    workerJob('encoding', areas.encoding.worker),
    { name: 'stream sweep', everyMs: 60_000, run: () => chat.service.sweep(), atStart: 'await' },
    ...liveJobs(areas, logger),
    // Multichat: the linked Twitch and YouTube chats of streams with it on, relayed.
    { name: 'multichat', everyMs: areas.links.poller.intervalMs, run: areas.links.poller.run },
    // Accounts whose 14-day unregistration wait has passed are deleted hourly.
    {
      name: 'unregister purge',
      everyMs: 60 * 60_000,
      run: () => accounts.service.purgeUnregistered(clock.now()),
      atStart: 'await',
    },
    // Invitation bonuses a crash left unpaid are booked (each once, by the wallet's keys).
    {
      name: 'invitation bonus repair',
      everyMs: 5 * 60_000,
      run: () => accounts.service.extras.invitations.payUnpaid(),
    },
    // Cancellations whose month has ended become cancelled (access already stopped at period end).
    {
      name: 'ending cancelled subscriptions',
      everyMs: 60_000,
      run: () => channels.service.endDue(),
    },
    // Scheduled contents are published at their time (reads also publish a due one first).
    {
      name: 'scheduled publishing',
      everyMs: 30_000,
      run: () => content.service.catalog.publishDue(),
    },
    // Campaigns past their end are settled: paid to the creator or given back (each once).
    {
      name: 'campaign settlement',
      everyMs: 60_000,
      run: () => content.service.campaigns.sweep(),
      atStart: 'await',
    },
    // Multiplay scenario rooms left empty or past their age are closed and removed.
    {
      name: 'scenario room sweep',
      everyMs: 5 * 60_000,
      run: () => content.service.scenarios.sweepRooms(),
    },
    // Budgets that ran out are deleted (Redis expires its own).
    { name: 'limit budget sweep', everyMs: 60_000, run: () => limits.sweep() },
    // PGlite has no autovacuum: dead rows and planner statistics are seen to every minute.
    stoppableJob('database maintenance', () =>
      startMaintenance(database, {
        onError: (error) => logger.error({ err: error }, 'database maintenance failed'),
      }),
    ),
  ]
}
