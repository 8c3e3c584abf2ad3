import type { ChatPartner, ChatRoomView } from './direct-chat-api'

/** A room's name in lists and its header: the partner, the group's title or its members. */
export function roomTitle(
  room: Pick<ChatRoomView, 'kind' | 'title'>,
  partners: readonly Pick<ChatPartner, 'nickname'>[],
): string {
  if (room.kind === 'direct') return partners[0]?.nickname ?? room.title
  if (room.title) return room.title
  return partners.map((partner) => partner.nickname).join(', ')
}
