import type { TierView } from '../../../platform/channels/contract'
import type { EntryAnswer } from './live-api'

/** What the settings form needs beside the studio: entry rules, ticket, chat and listing options. */
export interface Extras {
  ticket: { price: number; allowBonus: boolean } | null
  /** The entry rules, or null where the server has no entry call (only a ticket then). */
  entry: EntryAnswer | null
  tiers: TierView[]
  useAnonymousChat: boolean
  /** Admins only: the platform's listing option (null for a livestreamer, who cannot read it). */
  listOnHomepage: boolean | null
}
