/** What every mission use case shares: its dependencies and the mission and stake look-ups. */
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../../db'
import type { Clock } from '../../../http'
import type { Entry, TransactionType } from '../../../wallet'
import type { DonationOptions } from '../contract'
import type {
  LiveDonationNotices,
  LivedonationsChatPort,
  LivedonationsEventsPort,
  LivedonationsUsersPort,
  SponsoredGift,
} from '../ports'
import { MISSION_ERRORS } from './errors'
import { type MissionRow, toMission } from './rules'

/** The wallet as missions use it: raw balanced postings, idempotent per key. */
export interface MissionsWalletPort {
  post(input: {
    key: string
    type: TransactionType
    entries: Entry[]
    metadata?: Record<string, unknown>
  }): Promise<unknown>
  /** Which of the idempotency keys the wallet has posted. */
  postedKeys(keys: readonly string[]): Promise<Set<string>>
  /** The platform's cut of what the streamer keeps (the wallet's donation fee). */
  donationFeeBasisPoints: number
}

export interface MissionsDeps {
  db: Kysely<DB>
  clock: Clock
  wallet: MissionsWalletPort
  events: LivedonationsEventsPort
  users: LivedonationsUsersPort
  /** The live chat's bans and banned words, which missions meet too. */
  chat: LivedonationsChatPort
  /** The streamer's donation options (the main service's reader). */
  options(creatorOid: string): Promise<DonationOptions>
  /** Told when a viewer's coins reached a streamer (the sponsored creators list). */
  onSponsored?(input: SponsoredGift): Promise<void>
  /** The streamer's notification of a proposed mission; none without it. */
  notices?: LiveDonationNotices
}

export type MissionContext = ReturnType<typeof createMissionContext>

export function createMissionContext(deps: MissionsDeps) {
  const { db, clock } = deps
  const findMission = (oid: string, trx: Kysely<DB> | Transaction<DB> = db) =>
    trx.selectFrom('livedonation_missions').selectAll().where('oid', '=', oid).executeTakeFirst()

  async function requireMission(oid: string): Promise<MissionRow> {
    const row = await findMission(oid)
    if (!row) throw MISSION_ERRORS.notFound()
    return row
  }

  const findStake = (userOid: string, key: string) =>
    db
      .selectFrom('livedonation_mission_stakes')
      .selectAll()
      .where('user_oid', '=', userOid)
      .where('request_key', '=', key)
      .executeTakeFirst()

  return {
    db,
    clock,
    deps,
    findMission,
    requireMission,
    findStake,
    /** The mission as the chat's `mission` event shows it to the overlay and viewers. */
    async publish(row: MissionRow) {
      await deps.events.publishEvent(row.creator_oid.trim(), 'mission', { ...toMission(row) })
    },
  }
}
