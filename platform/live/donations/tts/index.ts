/**
 * Spoken alerts and the alert overlay, attached to the live donations area: the TTS service
 * (voices, rendering, signed audio), the overlay's signed address and the test alert.
 */

import type { Kysely } from 'kysely'
import type { DB } from '../../../db'
import type { AreaMount, Clock, SessionUser } from '../../../http'
import { overlayRoutes } from '../overlay/routes'
import { createOverlayService, type OverlayDeps, type OverlayService } from '../overlay/service'
import type { LivedonationsEventsPort, LivedonationsUsersPort } from '../ports'
import type { LivedonationsService } from '../service'
import { TTS_ERRORS } from './errors'
import { type CohostLineReader, ttsRoutes } from './routes'
import { createTtsService, type TtsService } from './service'
import { espeakSpeech, type SpeechPort } from './speech'

export interface SpokenAlertsDeps {
  /** Default the embedded espeak-ng; a cloud voice service implements the same port. */
  speech?: SpeechPort
  dataDir: string
  secret: string
  chat: OverlayDeps['chat']
  /** A co-host line to speak (`GET /live/tts/url?cohostMessageId=`), from the live area. */
  cohostLine?: CohostLineReader
  /** Whose a stream is (the live area's), for an admin's chat token of that stream. */
  live: { streamCreator(streamOid: string): Promise<string | null> }
}

interface BaseDeps {
  db: Kysely<DB>
  clock: Clock
  events: LivedonationsEventsPort
  users: LivedonationsUsersPort
}

export function createSpokenAlerts(base: BaseDeps, spoken: SpokenAlertsDeps) {
  const tts = createTtsService({
    db: base.db,
    clock: base.clock,
    speech: spoken.speech ?? espeakSpeech(),
    dataDir: spoken.dataDir,
    secret: spoken.secret,
  })
  /** An admin's chat token set for a stream's chat (`GET /live/admin/live-token-set`). */
  async function liveTokenSet(admin: SessionUser, livestreamOid: string) {
    const creator = await spoken.live.streamCreator(livestreamOid)
    if (creator === null) throw TTS_ERRORS.streamNotFound()
    const creatorOid = creator.trim()
    return { livestreamOid, creatorOid, ...(await spoken.chat.chatToken(admin, creatorOid)) }
  }
  return {
    tts,
    attach(donations: LivedonationsService): { overlay: OverlayService; mounts: AreaMount[] } {
      const overlay = createOverlayService({ ...base, ...spoken, donations })
      return {
        overlay,
        mounts: [
          {
            prefix: '/live',
            routes: ttsRoutes({
              tts,
              overlay,
              liveTokenSet,
              ...(spoken.cohostLine ? { cohostLine: spoken.cohostLine } : {}),
            }),
          },
          { prefix: '/live', routes: overlayRoutes(overlay) },
        ],
      }
    },
  }
}

export type * from './contract'
export { livedonationsTtsMigrations } from './migrations'
export { type CloudSpeechPort, espeakSpeech, type SpeechPort } from './speech'
export type { LivedonationsTtsTables } from './tables'
export type { OverlayService, TtsService }
