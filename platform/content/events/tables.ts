/** The reward events' tables: an event, the QR codes that admit to it, and who joined. */

/** A reward event: one inventory item to each user who joins within its period. */
export interface ContentEventsTable {
  oid: string
  title: string
  /** The inventory item each participant receives (the wallet's item kinds). */
  reward_kind: string
  /** Bonus coins inside a lucky pocket or lucky box; null for other items. */
  reward_coins: number | null
  /** How many users may join in all (the event's codes are used up after that). */
  capacity: number
  entries: number
  starts_at: Date
  ends_at: Date
  /** Set when an admin ended the event before its end. */
  ended_at: Date | null
  created_by: string
  created_at: Date
}

/** A code (shown as a QR code) that lets a signed-in user join its event. */
export interface ContentEventCodesTable {
  oid: string
  /** What the user's address carries, in capitals. */
  code: string
  event_oid: string
  label: string
  redemptions: number
  created_by: string
  created_at: Date
  withdrawn_at: Date | null
}

/** One user's participation: at most one per event; `item_oid` once the item was given. */
export interface ContentEventEntriesTable {
  oid: string
  event_oid: string
  code: string
  user_oid: string
  item_oid: string | null
  created_at: Date
}

export interface EventsTables {
  content_events: ContentEventsTable
  content_event_codes: ContentEventCodesTable
  content_event_entries: ContentEventEntriesTable
}
