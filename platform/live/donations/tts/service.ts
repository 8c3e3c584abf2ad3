/**
 * Spoken alerts: admins keep the voices (price, languages, order, samples), a donation with
 * TTS pays its voice's price in its own ledger transaction, and its speech is rendered once
 * per donation into the data directory, then served through short signed addresses.
 */
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../../db'
import { newObjectId } from '../../../db/ids'
import { type Clock, createUrlSigner, type SessionUser } from '../../../http'
import {
  type EngineVoice,
  TTS_LIMITS,
  type TtsLang,
  type TtsUrlResponse,
  type TtsVoice,
  type TtsVoicesResponse,
  type VoiceRequest,
} from './contract'
import { TTS_ERRORS } from './errors'
import type { RenderedSpeech, SpeechPort } from './speech'
import type { LivedonationsTtsTables } from './tables'

export interface TtsDeps {
  db: Kysely<DB>
  clock: Clock
  speech: SpeechPort
  /** Rendered speech is kept under `<dataDir>/tts/`. */
  dataDir: string
  secret: string
}

type VoiceRow = Selectable<LivedonationsTtsTables['livedonation_tts_voices']>

/** Who asks for a donation's speech: a signed-in user, or the streamer's overlay. */
export type SpeechReader = { user: SessionUser } | { overlayCreatorOid: string }

const AUDIO_PATH = '/api/live/tts/audio/'

const toVoice = (row: VoiceRow): TtsVoice => ({
  _id: row.oid.trim(),
  voiceId: row.voice_id,
  modelId: row.model_id,
  name: row.name,
  price: row.price,
  langs: row.langs,
  use: row.use,
  icon: row.icon,
  sample: row.sample,
  order: row.sort_order,
})

/** The language of a text by its script, else the voice's first language. */
export function speechLang(text: string, langs: readonly TtsLang[]): TtsLang {
  if (/[\uac00-\ud7af\u1100-\u11ff]/.test(text)) return 'ko'
  if (/[\u3040-\u30ff]/.test(text)) return 'ja'
  return langs[0] ?? 'en'
}

export function createTtsService(deps: TtsDeps) {
  const { db, clock, speech } = deps
  const signer = createUrlSigner(`tts:${deps.secret}`, TTS_LIMITS.urlSeconds)
  const rendering = new Map<string, Promise<RenderedSpeech>>()

  const listRows = () =>
    db
      .selectFrom('livedonation_tts_voices')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('voice_id')
      .execute()

  async function voiceRow(voiceId: string): Promise<VoiceRow> {
    const row = await db
      .selectFrom('livedonation_tts_voices')
      .selectAll()
      .where('voice_id', '=', voiceId)
      .executeTakeFirst()
    if (!row) throw TTS_ERRORS.voiceNotFound()
    return row
  }

  async function cached(base: string): Promise<RenderedSpeech | null> {
    for (const [ext, contentType] of [
      ['ogg', 'audio/ogg'],
      ['mp3', 'audio/mpeg'],
      ['wav', 'audio/wav'],
    ] as const) {
      const file = `${base}.${ext}`
      if (
        await stat(file).then(
          () => true,
          () => false,
        )
      )
        return { file, contentType }
    }
    return null
  }

  /** The donation's speech file, rendered on first use and shared by concurrent askers. */
  async function renderDonation(
    donationOid: string,
    text: string,
    voiceId: string,
  ): Promise<RenderedSpeech> {
    const base = join(deps.dataDir, 'tts', donationOid)
    const hit = await cached(base)
    if (hit) return hit
    let pending = rendering.get(donationOid)
    if (!pending) {
      pending = (async () => {
        const voice = await db
          .selectFrom('livedonation_tts_voices')
          .selectAll()
          .where('voice_id', '=', voiceId)
          .executeTakeFirst()
        return speech.render({
          text,
          voiceId,
          modelId: voice?.model_id ?? '',
          lang: speechLang(text, voice?.langs ?? ['en']),
          fileBase: base,
        })
      })().finally(() => rendering.delete(donationOid))
      rendering.set(donationOid, pending)
    }
    return pending
  }

  return {
    enabled: () => speech.available(),

    async voices(includeUnused: boolean): Promise<TtsVoicesResponse> {
      const enabled = await speech.available()
      const rows = await listRows()
      return {
        enabled,
        voices: rows.filter((row) => includeUnused || (enabled && row.use)).map(toVoice),
      }
    },

    async saveVoice(input: VoiceRequest): Promise<TtsVoice> {
      const now = clock.now()
      const last = await db
        .selectFrom('livedonation_tts_voices')
        .select((eb) => eb.fn.max('sort_order').as('last'))
        .executeTakeFirst()
      const fields = {
        model_id: input.modelId,
        name: input.name,
        price: input.price,
        langs: JSON.stringify([...new Set(input.langs)]),
        use: input.use,
        icon: input.icon ?? null,
        sample: input.sample ?? null,
      }
      const row = await db
        .insertInto('livedonation_tts_voices')
        .values({
          oid: newObjectId(now.getTime()),
          voice_id: input.voiceId,
          sort_order: Number(last?.last ?? 0) + 1,
          create_time: now,
          ...fields,
        })
        .onConflict((oc) => oc.column('voice_id').doUpdateSet(fields))
        .returningAll()
        .executeTakeFirstOrThrow()
      return toVoice(row)
    },

    async removeVoice(voiceId: string): Promise<{ voiceId: string; deleted: boolean }> {
      const result = await db
        .deleteFrom('livedonation_tts_voices')
        .where('voice_id', '=', voiceId)
        .executeTakeFirst()
      if (Number(result.numDeletedRows) === 0) throw TTS_ERRORS.voiceNotFound()
      return { voiceId, deleted: true }
    },

    /** Listed voices first in the given order, the others after them as they were. */
    async order(voicesOrder: string[]): Promise<TtsVoicesResponse> {
      const rows = await listRows()
      const known = new Set(rows.map((row) => row.voice_id))
      if (voicesOrder.some((voiceId) => !known.has(voiceId))) throw TTS_ERRORS.voiceNotFound()
      const listed = [...new Set(voicesOrder)]
      const rest = rows.map((row) => row.voice_id).filter((voiceId) => !listed.includes(voiceId))
      await db.transaction().execute(async (trx) => {
        for (const [index, voiceId] of [...listed, ...rest].entries())
          await trx
            .updateTable('livedonation_tts_voices')
            .set({ sort_order: index + 1 })
            .where('voice_id', '=', voiceId)
            .execute()
      })
      return { enabled: await speech.available(), voices: (await listRows()).map(toVoice) }
    },

    async engineVoices(): Promise<{ engine: string; voices: EngineVoice[] }> {
      if (!(await speech.available())) throw TTS_ERRORS.engineMissing()
      return { engine: speech.engine, voices: await speech.voices() }
    },

    /**
     * A spoken donation's voice and price, checked before paying: TTS on for the streamer,
     * an engine here, the voice offered.
     */
    async quote(input: { streamerAllows: boolean; voiceId: string | undefined }) {
      if (!input.streamerAllows || !(await speech.available())) throw TTS_ERRORS.off()
      if (!input.voiceId) throw TTS_ERRORS.voiceNotFound()
      const voice = await voiceRow(input.voiceId)
      if (!voice.use) throw TTS_ERRORS.voiceNotFound()
      return { voiceId: voice.voice_id, price: voice.price }
    },

    /** A signed, expiring address of a donation's speech, rendered first if it is not yet. */
    async url(reader: SpeechReader, donationOid: string): Promise<TtsUrlResponse> {
      const row = await db
        .selectFrom('livedonation_donations')
        .select(['oid', 'creator_oid', 'user_oid', 'content', 'use_tts', 'tts_voice_id'])
        .where('oid', '=', donationOid)
        .executeTakeFirst()
      if (!row?.use_tts || !row.tts_voice_id) throw TTS_ERRORS.noSpeech()
      const creatorOid = row.creator_oid.trim()
      const allowed =
        'overlayCreatorOid' in reader
          ? reader.overlayCreatorOid === creatorOid
          : reader.user.oid === creatorOid ||
            reader.user.oid === row.user_oid.trim() ||
            reader.user.roles.includes('admin')
      if (!allowed) throw TTS_ERRORS.noSpeech()
      if (!(await speech.available())) throw TTS_ERRORS.engineMissing()
      const rendered = await renderDonation(donationOid, row.content || ' ', row.tts_voice_id)
      const now = clock.now()
      return {
        donationOid,
        url: signer.signedPath(`${AUDIO_PATH}${donationOid}`, now),
        contentType: rendered.contentType,
        expiresAt: new Date(now.getTime() + TTS_LIMITS.urlSeconds * 1000).toISOString(),
      }
    },

    /**
     * A co-host line's speech in the co-host's voice (docs/live/COHOST.md): for the stream's
     * overlay, its creator or an admin, as a donation's; its file is kept by the line's id.
     */
    async cohostUrl(
      reader: SpeechReader,
      messageId: string,
      line: { creatorOid: string; content: string; voice: string | null } | null,
    ): Promise<TtsUrlResponse> {
      if (!line?.voice || !line.content) throw TTS_ERRORS.noSpeech()
      const allowed =
        'overlayCreatorOid' in reader
          ? reader.overlayCreatorOid === line.creatorOid
          : reader.user.oid === line.creatorOid || reader.user.roles.includes('admin')
      if (!allowed) throw TTS_ERRORS.noSpeech()
      if (!(await speech.available())) throw TTS_ERRORS.engineMissing()
      const key = `cohost-${messageId}`
      const rendered = await renderDonation(key, line.content, line.voice)
      const now = clock.now()
      return {
        donationOid: '',
        cohostMessageId: messageId,
        url: signer.signedPath(`${AUDIO_PATH}${key}`, now),
        contentType: rendered.contentType,
        expiresAt: new Date(now.getTime() + TTS_LIMITS.urlSeconds * 1000).toISOString(),
      }
    },

    /** The speech file behind a signed address, or null when the address is not valid now. */
    async audio(
      donationOid: string,
      expires: number,
      signature: string,
    ): Promise<RenderedSpeech | null> {
      if (!signer.verify(`${AUDIO_PATH}${donationOid}`, expires, signature, clock.now()))
        return null
      return cached(join(deps.dataDir, 'tts', donationOid))
    },

    /** Render time of a text, for the benchmark: the first render and the cached read. */
    renderDonation,
  }
}

export type TtsService = ReturnType<typeof createTtsService>
