/** Tables of spoken alerts and the alert overlay (see migrations.ts). */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { TtsLang } from './contract'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type LivedonationsTtsTables = {
  livedonation_tts_voices: {
    oid: string
    voice_id: string
    model_id: string
    name: string
    price: number
    langs: JSONColumnType<TtsLang[], string, string>
    use: boolean
    icon: string | null
    sample: string | null
    sort_order: number
    create_time: Timestamp
  }
  /** The TTS columns a spoken donation adds to its row. */
  livedonation_donations: {
    use_tts: ColumnType<boolean, boolean | undefined, boolean>
    tts_voice_id: ColumnType<string | null, string | null | undefined, string | null>
    tts_coin: ColumnType<number, number | undefined, number>
  }
  livedonation_overlays: {
    creator_oid: string
    /** Bumped by "regenerate": every overlay address signed before stops working. */
    version: number
    alert_image: string | null
    alert_min_coin: number
    update_time: Timestamp
  }
}
