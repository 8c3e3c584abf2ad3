/**
 * Live donations: a viewer pays a streamer through one `live_donation` ledger transfer,
 * then the donation row is written and the `donation` live event published. The transfer
 * and the row share the request key, so a retry (or a crash between them) pays once.
 */
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db/ids'
import type { Clock, SessionUser } from '../../http'
import type { DonationPlayer } from '../chat'
import {
  DEFAULT_DONATION_OPTIONS,
  type DonationOptions,
  LIVEDONATION_LIMITS,
  type LiveDonation,
} from './contract'
import { LIVEDONATION_ERRORS } from './errors'
import type {
  LiveDonationNotices,
  LivedonationsChatPort,
  LivedonationsEventsPort,
  LivedonationsUsersPort,
  LivedonationsWalletPort,
  SponsoredGift,
} from './ports'
import type { donationRequest, optionsRequest } from './requests'
import { cryptoRandom, type RandomSource, spinRoulette } from './roulette'
import { TTS_ERRORS } from './tts/errors'
import type { TtsService } from './tts/service'

export interface LivedonationsDeps {
  db: Kysely<DB>
  clock: Clock
  wallet: LivedonationsWalletPort
  events: LivedonationsEventsPort
  users: LivedonationsUsersPort
  /** The live chat's bans and banned words, which donations meet too. */
  chat: LivedonationsChatPort
  /** Roulette draws; the cryptographic source unless a test injects one. */
  random?: RandomSource
  /** Told of each paid donation (the sponsored creators list, revenue/service.ts). */
  onSponsored?(input: SponsoredGift): Promise<void>
  /** Spoken donations' voice and price (tts/); without it a spoken donation is refused. */
  tts?: Pick<TtsService, 'quote'>
  /** The streamer's notifications of donations and missions; none without it. */
  notices?: LiveDonationNotices
}

type DonationInput = import('zod').infer<typeof donationRequest>
type OptionsInput = import('zod').infer<typeof optionsRequest>
type Row = Selectable<DB['livedonation_donations']>

const DAY_MS = 86_400_000

const definedFields = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>

function toDonation(row: Row): LiveDonation {
  return {
    oid: row.oid.trim(),
    creatorOid: row.creator_oid.trim(),
    userOid: row.is_hidden_name ? '' : row.user_oid.trim(),
    donationType: row.donation_type,
    coin: row.coin,
    content: row.content,
    isHiddenName: row.is_hidden_name,
    isPinned: row.is_pinned,
    views: row.views,
    dataOrigin: row.data_origin,
    createTime: row.create_time.toISOString(),
    optionName: row.option_name,
    useTts: row.use_tts,
  }
}

export function createLivedonationsService(deps: LivedonationsDeps) {
  const { db, clock } = deps

  async function options(creatorOid: string): Promise<DonationOptions> {
    const row = await db
      .selectFrom('livedonation_options')
      .select('options')
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst()
    // Mission settings saved before a setting existed take its default.
    const saved = row?.options
    return {
      ...DEFAULT_DONATION_OPTIONS,
      ...(saved ?? {}),
      mission: { ...DEFAULT_DONATION_OPTIONS.mission, ...(saved?.mission ?? {}) },
    }
  }

  async function ownDonation(user: SessionUser, donationOid: string): Promise<Row> {
    const row = await db
      .selectFrom('livedonation_donations')
      .selectAll()
      .where('oid', '=', donationOid)
      .executeTakeFirst()
    if (!row) throw LIVEDONATION_ERRORS.notFound()
    if (row.creator_oid.trim() !== user.oid) throw LIVEDONATION_ERRORS.notOwner()
    return row
  }

  function window(startDate?: string, endDate?: string) {
    const end = endDate ? new Date(endDate) : clock.now()
    const start = startDate
      ? new Date(startDate)
      : new Date(end.getTime() - LIVEDONATION_LIMITS.windowDays * DAY_MS)
    return { start, end }
  }

  return {
    options,

    async donate(user: SessionUser, input: DonationInput): Promise<LiveDonation> {
      const { creatorOid, donationData: data } = input
      if (creatorOid === user.oid) throw LIVEDONATION_ERRORS.failed('self')
      if (data.coin < LIVEDONATION_LIMITS.minimumCoins) throw LIVEDONATION_ERRORS.failed('minimum')
      if (!(await deps.users.isStreamer(creatorOid))) throw LIVEDONATION_ERRORS.creatorNotFound()
      // Refused before paying: the chat keeps this viewer out, so does the overlay.
      await deps.chat.assertMayTakePart(creatorOid, user.oid)
      const settings = await options(creatorOid)
      if (
        (data.donationType === 'roulette' && !settings.useRouletteDonation) ||
        (data.donationType === 'mission' && !settings.useMissionDonation)
      )
        throw LIVEDONATION_ERRORS.typeOff()
      // Drawn before paying, so a roulette that cannot spin takes no coins.
      let optionName: string | null = null
      if (data.donationType === 'roulette') {
        const roulette = settings.roulette
        if (roulette && data.coin !== roulette.entryFee)
          throw LIVEDONATION_ERRORS.failed('entry-fee')
        const index = roulette ? spinRoulette(roulette.items, deps.random ?? cryptoRandom) : null
        const item = index === null ? undefined : roulette?.items[index]
        if (!item) throw LIVEDONATION_ERRORS.rouletteNotSpun()
        optionName = item.name
      }
      // Speech adds its voice's price to the same keyed transfer, typed live_donation_tts.
      if (data.useTts && !deps.tts) throw TTS_ERRORS.off()
      const spoken = data.useTts
        ? await deps.tts?.quote({ streamerAllows: settings.useTts, voiceId: data.voiceId })
        : undefined
      // Masked before it is stored, so the overlay, the speech and the history get it masked.
      const content = await deps.chat.maskText(creatorOid, data.content)
      // The ledger refuses 'Not enough coins' and replays a retried key; only then the row.
      await deps.wallet.donate({
        type: spoken ? 'live_donation_tts' : 'live_donation',
        key: `livedonation:${user.oid}:${input.key}`,
        fromUserOid: user.oid,
        toUserOid: creatorOid,
        coins: data.coin + (spoken?.price ?? 0),
        metadata: {
          donationType: data.donationType,
          requestKey: input.key,
          ...(spoken ? { ttsVoiceId: spoken.voiceId, ttsCoin: spoken.price } : {}),
        },
      })
      const inserted = await db
        .insertInto('livedonation_donations')
        .values({
          oid: newObjectId(clock.now().getTime()),
          creator_oid: creatorOid,
          user_oid: user.oid,
          request_key: input.key,
          donation_type: data.donationType,
          coin: data.coin,
          content,
          data_origin: input.dataOrigin,
          is_hidden_name: input.isHiddenName,
          create_time: clock.now(),
          option_name: optionName,
          use_tts: !!spoken,
          tts_voice_id: spoken?.voiceId ?? null,
          tts_coin: spoken?.price ?? 0,
        })
        .onConflict((oc) => oc.columns(['user_oid', 'request_key']).doNothing())
        .returningAll()
        .executeTakeFirst()
      if (!inserted) {
        const first = await db
          .selectFrom('livedonation_donations')
          .selectAll()
          .where('user_oid', '=', user.oid)
          .where('request_key', '=', input.key)
          .executeTakeFirstOrThrow()
        return toDonation(first)
      }
      const donation = toDonation(inserted)
      // The overlay names the donor, unless they asked to stay hidden (every viewer gets the event).
      const nickname = input.isHiddenName ? null : user.nickname
      // The alert does not wait for the sponsored-creators row (tests/bench/live-alert.bench.ts).
      await Promise.all([
        deps.events.publishEvent(creatorOid, 'donation', { ...donation, nickname }),
        deps.onSponsored?.({
          sourceKey: `live-donation:${donation.oid}`,
          userOid: user.oid,
          creatorOid,
          coin: data.coin,
        }),
        deps.notices
          ?.donated({ creatorOid, donationOid: donation.oid, nickname, coin: data.coin })
          .catch(() => undefined),
      ])
      return donation
    },

    async setOptions(user: SessionUser, input: OptionsInput): Promise<DonationOptions> {
      if (input.creatorOid !== user.oid) throw LIVEDONATION_ERRORS.notOwner()
      const current = await options(input.creatorOid)
      const { roulette, mission, ...flags } = input.donationOptions
      const next: DonationOptions = {
        ...current,
        ...Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)),
        donationType: input.donationType ?? current.donationType,
        roulette: roulette === undefined ? current.roulette : roulette,
        mission: { ...current.mission, ...definedFields(mission ?? {}) },
      }
      if (next.useRouletteDonation && !next.roulette)
        throw LIVEDONATION_ERRORS.failed('roulette-missing')
      await db
        .insertInto('livedonation_options')
        .values({ creator_oid: user.oid, options: JSON.stringify(next) })
        .onConflict((oc) => oc.column('creator_oid').doUpdateSet({ options: JSON.stringify(next) }))
        .execute()
      const { roulette: _roulette, mission: _mission, ...setting } = next
      await deps.events.publishEvent(user.oid, 'donationSetting', setting)
      return next
    },

    async pin(user: SessionUser, donationOid: string): Promise<LiveDonation> {
      const row = await ownDonation(user, donationOid)
      const updated = await db
        .updateTable('livedonation_donations')
        .set({ is_pinned: !row.is_pinned })
        .where('oid', '=', donationOid)
        .returningAll()
        .executeTakeFirstOrThrow()
      return toDonation(updated)
    },

    /** The overlay counts the alert it shows; any other caller asks the overlay to replay it. */
    async countView(
      user: SessionUser,
      donationOid: string,
      playedBy: DonationPlayer = 'studio',
    ): Promise<LiveDonation> {
      await ownDonation(user, donationOid)
      const updated = await db
        .updateTable('livedonation_donations')
        .set({ views: sql`views + 1` })
        .where('oid', '=', donationOid)
        .returningAll()
        .executeTakeFirstOrThrow()
      await deps.events.publishEvent(updated.creator_oid.trim(), 'donationPlaying', {
        oid: updated.oid.trim(),
        views: updated.views,
        playedBy,
      })
      return toDonation(updated)
    },

    async stop(
      user: SessionUser,
      input: { creatorOid: string; donationType: string; autoPlay: boolean },
    ) {
      if (input.creatorOid !== user.oid) throw LIVEDONATION_ERRORS.notOwner()
      const data = { donationType: input.donationType, autoPlay: input.autoPlay }
      await deps.events.publishEvent(user.oid, 'donationStop', data)
      return data
    },

    /** The creator's donations in a window (default the last 30 days); only the creator reads them. */
    async list(user: SessionUser, creatorOid: string, startDate?: string, endDate?: string) {
      if (creatorOid !== user.oid && !user.roles.includes('admin'))
        throw LIVEDONATION_ERRORS.notOwner()
      const { start, end } = window(startDate, endDate)
      const rows = await db
        .selectFrom('livedonation_donations')
        .selectAll()
        .where('creator_oid', '=', creatorOid)
        .where('create_time', '>=', start)
        .where('create_time', '<=', end)
        .orderBy('create_time', 'desc')
        .orderBy('oid', 'desc')
        .limit(1000)
        .execute()
      return {
        creatorOid,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        donations: rows.map(toDonation),
      }
    },

    /** Top donors of the last 30 days; a donor who hid their name counts apart, unnamed. */
    async ranking(creatorOid: string) {
      const { start, end } = window()
      const rows = await db
        .selectFrom('livedonation_donations')
        .select(['user_oid', 'is_hidden_name'])
        .select((eb) => eb.fn.sum<string>('coin').as('coins'))
        .where('creator_oid', '=', creatorOid)
        .where('create_time', '>=', start)
        .where('create_time', '<=', end)
        .groupBy(['user_oid', 'is_hidden_name'])
        .orderBy('coins', 'desc')
        .orderBy('user_oid')
        .limit(100)
        .execute()
      return {
        creatorOid,
        ranking: rows.map((row, index) => ({
          rank: index + 1,
          userOid: row.is_hidden_name ? '' : row.user_oid.trim(),
          isHiddenName: row.is_hidden_name,
          coin: Number(row.coins),
        })),
      }
    },
  }
}

export type LivedonationsService = ReturnType<typeof createLivedonationsService>
