/** Tables of the content area's admin tools (see migrations.ts beside it). */

/** How many published contents carry each tag (lower case, no '#'), as the last refresh counted. */
export interface ContentHashtagCountsTable {
  tag: string
  contents: number
  refreshed_at: Date
}

/** One resend of a content's publish notification, keyed by the admin page's request id. */
export interface ContentNotificationResendsTable {
  request_id: string
  content_oid: string
  admin_oid: string
  /** Null while the resend is under way; the number of users told once it finished. */
  notified: number | null
  created_at: Date
}

/** One user told by one resend: a retried request finds the row and tells nobody twice. */
export interface ContentNotificationDeliveriesTable {
  request_id: string
  user_oid: string
}

export type ContentToolsTables = {
  content_hashtag_counts: ContentHashtagCountsTable
  content_notification_resends: ContentNotificationResendsTable
  content_notification_deliveries: ContentNotificationDeliveriesTable
}
