/**
 * The unread messages the launcher's badge counts: my one-to-one and group chats' added up.
 * Global rooms are left out, as from the panel: a busy lobby would keep the badge full.
 */
export function totalUnread(rooms: readonly { kind: string; unread: number }[]): number {
  return rooms.reduce(
    (sum, room) => (room.kind === 'global' ? sum : sum + Math.max(0, room.unread)),
    0,
  )
}

/** The badge's text: the count, or "99+" beyond. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count)
}
