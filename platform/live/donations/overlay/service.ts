/**
 * The overlay's signed address: HMAC over the creator, the expiry and the creator's overlay
 * version, so "regenerate" (a new version) retires every earlier address at once. Addresses
 * are made with expiry 0, "until renewed": a browser source in OBS keeps one address, and a
 * silent expiry would stop its alerts mid-stream. The
 * overlay reads the live chat's events with a guest token and counts views through here.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db'
import { newObjectId } from '../../../db/ids'
import type { Clock, SessionUser } from '../../../http'
import { LIVEDONATION_ERRORS } from '../errors'
import type { LivedonationsEventsPort, LivedonationsUsersPort } from '../ports'
import type { LivedonationsService } from '../service'
import { TTS_ERRORS } from '../tts/errors'
import {
  ALERT_IMAGE_TYPES,
  type AlertSettings,
  OVERLAY_LIMITS,
  type OverlaySession,
  type OverlayUrlResponse,
} from './contract'

export interface OverlayDeps {
  db: Kysely<DB>
  clock: Clock
  secret: string
  dataDir: string
  donations: LivedonationsService
  events: LivedonationsEventsPort
  users: LivedonationsUsersPort
  chat: {
    chatToken(
      user: SessionUser | null,
      creatorOid: string,
    ): Promise<{ token: string; sessionExpirationTime: string; tokenExpirationTime: string }>
  }
}

const IMAGE_PATH = '/api/live/overlay/alert-image/'

/** The image type by its first bytes; the name or the declared type proves nothing. */
export function sniffImage(bytes: Uint8Array): (typeof ALERT_IMAGE_TYPES)[number] | null {
  const starts = (...sig: number[]) => sig.every((byte, index) => bytes[index] === byte)
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif'
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP')
    return 'image/webp'
  return null
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
}

export function createOverlayService(deps: OverlayDeps) {
  const { db, clock } = deps
  const sign = (creatorOid: string, exp: number, version: number) =>
    createHmac('sha256', `overlay:${deps.secret}`)
      .update(`${creatorOid}\n${exp}\n${version}`)
      .digest('base64url')

  async function row(creatorOid: string) {
    return db
      .selectFrom('livedonation_overlays')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst()
  }

  async function settings(creatorOid: string): Promise<AlertSettings> {
    const found = await row(creatorOid)
    return {
      creatorOid,
      alertImage: found?.alert_image ?? null,
      alertMinCoin: found?.alert_min_coin ?? 10,
      suggestedSize: {
        width: OVERLAY_LIMITS.suggestedWidth,
        height: OVERLAY_LIMITS.suggestedHeight,
      },
      allowedTypes: ALERT_IMAGE_TYPES,
    }
  }

  async function upsert(
    creatorOid: string,
    change: { version?: number; alert_image?: string | null; alert_min_coin?: number },
  ) {
    const now = clock.now()
    await db
      .insertInto('livedonation_overlays')
      .values({
        creator_oid: creatorOid,
        version: change.version ?? 1,
        alert_image: change.alert_image ?? null,
        alert_min_coin: change.alert_min_coin ?? 10,
        update_time: now,
      })
      .onConflict((oc) => oc.column('creator_oid').doUpdateSet({ ...change, update_time: now }))
      .execute()
  }

  function requireOwner(user: SessionUser, creatorOid: string) {
    if (user.oid !== creatorOid) throw LIVEDONATION_ERRORS.notOwner()
  }

  /** The creator an overlay address speaks for, or 403 when it is expired, forged or retired. */
  async function verify(input: { creatorOid: string; sig: string; exp: number }): Promise<string> {
    // Expiry 0 lasts until the version changes; an address of an earlier build keeps its date.
    if (input.exp !== 0 && input.exp * 1000 < clock.now().getTime()) throw TTS_ERRORS.badLink()
    const version = (await row(input.creatorOid))?.version ?? 1
    const expected = Buffer.from(sign(input.creatorOid, input.exp, version))
    const given = Buffer.from(input.sig)
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw TTS_ERRORS.badLink()
    return input.creatorOid
  }

  /** The overlay acts for the streamer only in what it is built for: counting views. */
  const overlayUser = (creatorOid: string): SessionUser => ({
    oid: creatorOid,
    nickname: '',
    roles: [],
    language: null,
    isAdult: false,
  })

  return {
    verify,
    settings: async (user: SessionUser, creatorOid: string) => {
      requireOwner(user, creatorOid)
      return settings(creatorOid)
    },

    async url(
      user: SessionUser,
      creatorOid: string,
      regenerate: boolean,
    ): Promise<OverlayUrlResponse> {
      requireOwner(user, creatorOid)
      if (!(await deps.users.isStreamer(creatorOid))) throw LIVEDONATION_ERRORS.creatorNotFound()
      const current = await row(creatorOid)
      const version = (current?.version ?? 1) + (regenerate ? 1 : 0)
      if (!current || regenerate) await upsert(creatorOid, { version })
      return {
        url: `/overlay/${creatorOid}?sig=${sign(creatorOid, 0, version)}&exp=0`,
        expiresAt: null,
      }
    },

    async saveSettings(
      user: SessionUser,
      input: { creatorOid: string; alertImage?: string | null; alertMinCoin?: number },
    ): Promise<AlertSettings> {
      requireOwner(user, input.creatorOid)
      await upsert(input.creatorOid, {
        ...(input.alertImage !== undefined ? { alert_image: input.alertImage } : {}),
        ...(input.alertMinCoin !== undefined ? { alert_min_coin: input.alertMinCoin } : {}),
      })
      return settings(input.creatorOid)
    },

    async uploadImage(
      user: SessionUser,
      creatorOid: string,
      bytes: Uint8Array,
    ): Promise<AlertSettings> {
      requireOwner(user, creatorOid)
      if (bytes.byteLength > OVERLAY_LIMITS.imageBytesMax) throw TTS_ERRORS.imageTooLarge()
      const type = sniffImage(bytes)
      if (!type) throw TTS_ERRORS.badImage()
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32)
      const name = `${hash}.${EXTENSIONS[type]}`
      const dir = join(deps.dataDir, 'overlay', creatorOid)
      await mkdir(dir, { recursive: true })
      await writeFile(join(dir, name), bytes)
      await upsert(creatorOid, { alert_image: `${IMAGE_PATH}${creatorOid}/${name}` })
      return settings(creatorOid)
    },

    async image(creatorOid: string, name: string): Promise<{ bytes: Buffer; type: string } | null> {
      const match = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/.exec(name)
      if (!match || !/^[0-9a-f]{24}$/.test(creatorOid)) return null
      const bytes = await readFile(join(deps.dataDir, 'overlay', creatorOid, name)).catch(
        () => null,
      )
      const type = Object.entries(EXTENSIONS).find(([, ext]) => ext === match[1])?.[0]
      return bytes && type ? { bytes, type } : null
    },

    async session(input: {
      creatorOid: string
      sig: string
      exp: number
    }): Promise<OverlaySession> {
      const creatorOid = await verify(input)
      const [alerts, options, chatToken, recent] = await Promise.all([
        settings(creatorOid),
        deps.donations.options(creatorOid),
        deps.chat.chatToken(null, creatorOid),
        deps.donations.list(overlayUser(creatorOid), creatorOid),
      ])
      return {
        creatorOid,
        settings: alerts,
        options,
        chatToken,
        donations: recent.donations.slice(0, OVERLAY_LIMITS.recentDonations),
      }
    },

    async countView(input: { creatorOid: string; sig: string; exp: number; donationOid: string }) {
      const creatorOid = await verify(input)
      return deps.donations.countView(overlayUser(creatorOid), input.donationOid, 'overlay')
    },

    /** A test alert: the `donation` event with isTest, no money and no row. */
    async testDonation(
      user: SessionUser,
      input: {
        creatorOid: string
        donationData: {
          coin: number
          content: string
          donationType: string
          optionName?: string | null
        }
      },
    ) {
      requireOwner(user, input.creatorOid)
      const now = clock.now()
      const donation = {
        oid: newObjectId(now.getTime()),
        creatorOid: input.creatorOid,
        userOid: user.oid,
        nickname: user.nickname,
        donationType: input.donationData.donationType,
        coin: input.donationData.coin,
        content: input.donationData.content,
        isHiddenName: false,
        isPinned: false,
        views: 0,
        dataOrigin: 'test',
        createTime: now.toISOString(),
        optionName: input.donationData.optionName ?? null,
        useTts: false,
        isTest: true,
      }
      await deps.events.publishEvent(input.creatorOid, 'donation', donation)
      return donation
    },
  }
}

export type OverlayService = ReturnType<typeof createOverlayService>
