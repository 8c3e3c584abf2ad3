/**
 * Notification kinds and where each leads; the texts are in texts.ts. The data a notifier
 * passes is kept with the notification.
 */
export const NOTIFICATION_KINDS = [
  /** A creator: someone bought one of your contents. */
  'purchase',
  /** Someone bought a content for you. */
  'gift',
  /** A creator: comments on one of your contents (gathered per content while unread). */
  'comment',
  /** Replies to your comment (gathered per comment while unread). */
  'reply',
  /** A creator: a content reached a number of likes (1, 10, 50, 100, …), never one per like. */
  'like',
  /** A creator: someone subscribed to one of your tiers (gathered while unread). */
  'subscription',
  /** A streamer: donations (gathered per stream while unread). */
  'donation',
  /** A streamer: a viewer proposed a mission. */
  'mission',
  /** A creator you follow went live. */
  'live',
  /** A creator you follow published a content. */
  'new-content',
  /** Direct chat: a message in one of your rooms while you were away (once until you read). */
  'chat',
  /** A notice from the platform. */
  'notice',
] as const

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Kinds e-mailed to a user who has not chosen: the rare ones that concern money. */
export const EMAILED_BY_DEFAULT: readonly NotificationKind[] = ['purchase', 'subscription']

export const isNotificationKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value)

/** Where the notification leads, when its data names a content. */
export function notificationLink(data: Record<string, unknown>): string | null {
  if (typeof data.link === 'string' && data.link.startsWith('/')) return data.link
  if (typeof data.contentOid === 'string') return `/play/${data.contentOid}`
  return null
}
