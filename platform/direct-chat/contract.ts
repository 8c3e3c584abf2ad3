/**
 * The direct chat contract: fans and creators message each other in 1:1, group and
 * per-language global rooms (spec §2 "chat", §3 "Direct chat message settings", §7 "Direct
 * chat service", §8 texts). Wire types, texts and limits only; the zod schemas live in
 * requests.ts (docs/DIRECT-CHAT.md).
 */

/** Spec §8 direct-chat texts, reproduced exactly. */
export const DIRECT_CHAT_TEXTS = {
  roomFull: 'room full',
  unableToJoin: 'unable to join this chat room',
  unableToChat: 'Unable to Chat',
  bannedRoom: 'banned chat room',
  unableToSend: 'unable to send chat',
  creatorRefused: 'creator refused chats or images',
  sendFailed: 'send failed, try again',
  uploadNotFound: 'uploaded file not found, resend',
  imageConditionsChanged: 'image transmission conditions changed, send again',
  /** Spec §7 donation: the answer when the refusal carries no data of its own. */
  noPermission: 'NO_PERMISSION',
  /** Spec §5: at least one tier must be selected for subscriber-only chat. */
  tierRequired: 'At least one tier must be selected for subscriber-only chat.',
  minimumDonation: 'The minimum donation is 10 coins.',
  reportReason: 'Enter a reason for the report.',
} as const

export const DIRECT_CHAT_LIMITS = {
  /** Spec §9: min donation 10 coins. */
  minimumDonationCoins: 10,
  /** Designed (docs/DIRECT-CHAT.md). */
  textMax: 2_000,
  autoMessageMax: 500,
  coinsPerMessageMax: 9_999,
  groupMembersMax: 100,
  globalMembersDefault: 2_000,
  globalMembersMax: 10_000,
  historyPageMax: 100,
  historyPageDefault: 50,
  roomsPageMax: 100,
  adminPageViewSizeMax: 100,
  titleMax: 60,
  contextMax: 1_000,
  reportReasonMax: 500,
  partnerSearchMax: 20,
  tiersMax: 50,
} as const

/** Who may message a creator (spec §3): `either` is a subscriber free, or anyone paying. */
export const WHO_MAY_MESSAGE = ['anyone', 'coinPayers', 'subscribers', 'either'] as const
export type WhoMayMessage = (typeof WHO_MAY_MESSAGE)[number]

/** Who may send the creator images (spec §3 "image reception condition"). */
export const IMAGE_RECEPTION = ['anyone', 'subscribers', 'nobody'] as const
export type ImageReception = (typeof IMAGE_RECEPTION)[number]

/** The admin call's `roomType` (spec §7, default `Normal`): 1:1 and group rooms, or global. */
export const ROOM_TYPES = ['Normal', 'Global'] as const
export type RoomType = (typeof ROOM_TYPES)[number]

export const ROOM_KINDS = ['direct', 'group', 'global'] as const
export type RoomKind = (typeof ROOM_KINDS)[number]

export const PARTNER_TYPES = ['all', 'creator', 'user'] as const
export type PartnerType = (typeof PARTNER_TYPES)[number]

export const CHAT_LANGUAGES = ['ko', 'en', 'jp', 'es'] as const
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number]

/** A creator's message settings (spec §3); the placeholder `{nickname}` in the auto message. */
export interface ChatSettings {
  userOid: string
  whoMayMessage: WhoMayMessage
  /** Coins per message for a payer (`coinPayers`, `either`); 0 otherwise. */
  coinsPerMessage: number
  /** Tiers whose subscribers may message (`subscribers`, `either`). */
  tierHashes: string[]
  imageReception: ImageReception
  /** Sent in a new 1:1 room in the creator's name, `{nickname}` the partner's; '' for none. */
  autoMessage: string
  updatedAt: string | null
}

export type ChatSettingsInput = Omit<ChatSettings, 'userOid' | 'updatedAt'>

export interface ChatPartner {
  userOid: string
  nickname: string
  isCreator: boolean
}

export interface RoomMember {
  userOid: string
  nickname: string
  joinedAt: string
}

export interface ChatRoomView {
  roomId: string
  kind: RoomKind
  roomType: RoomType
  title: string
  language: ChatLanguage | null
  /** A global room's notice, as an admin wrote it. */
  context: string
  ownerOid: string | null
  memberCount: number
  memberLimit: number
  closed: boolean
  lastMessageId: string | null
  createdAt: string
}

/** A room in the caller's list: its unread count and the partners' names. */
export interface MyRoomView extends ChatRoomView {
  unread: number
  lastReadId: string
  partners: ChatPartner[]
}

export type MessageKind = 'text' | 'donation' | 'auto' | 'image'

export interface DirectMessage {
  /** Increasing per product: the cursor of history and of the check-point. */
  messageId: string
  roomId: string
  senderOid: string
  kind: MessageKind
  text: string
  /** Coins the message cost (a paid message) or gave (a donation); 0 otherwise. */
  coins: number
  /** A donation's receiver; null for other messages. */
  targetOid: string | null
  clientMessageId: string | null
  sentAt: string
}

export interface CheckPoint {
  roomId: string
  lastReadId: string
  lastMessageId: string | null
  unread: number
}

export interface AdminRoomRow extends ChatRoomView {
  members: string[]
  /** The members' nicknames, in the order of `members` (an id where none is known). */
  memberNames: string[]
  /** When the room's last message was sent; its creation time before any message. */
  lastActivityAt: string
}

/** A creator's settings in the admins' list, with their nickname (null: account gone). */
export interface AdminSettingsRow extends ChatSettings {
  nickname: string | null
}

export interface DirectChatRoutes {
  'GET /chat/chat-settings': { request: { userOid?: string }; response: ChatSettings }
  'POST /chat/chat-settings': {
    request: { toSettings: ChatSettingsInput }
    response: ChatSettings
  }
  'GET /chat/chat-partners/search': {
    request: { nickname: string; partnerType?: PartnerType }
    response: { partners: ChatPartner[] }
  }
  'GET /chat/messages/check-point': {
    request: Record<string, never>
    response: { checkPoints: CheckPoint[]; unread: number }
  }
  'GET /chat/global-chat-rooms/all': {
    request: { language?: ChatLanguage }
    response: { rooms: ChatRoomView[] }
  }
  'GET /chat/global-chat-room/:id': {
    request: { id: string }
    response: { room: ChatRoomView; joined: boolean }
  }
  'GET /chat/admin/chat-rooms/all': {
    request: { page?: number; pageViewSize?: number; roomType?: RoomType }
    response: { rooms: AdminRoomRow[]; page: number; pageViewSize: number; total: number }
  }
  'GET /chat/admin/chat-settings/all': {
    request: { page?: number; pageViewSize?: number }
    response: {
      settings: AdminSettingsRow[]
      page: number
      pageViewSize: number
      total: number
    }
  }
  'POST /chat/admin/global-chat-room/modify': {
    request: {
      roomId: string
      context: { title?: string; notice?: string; memberLimit?: number; closed?: boolean }
    }
    response: { room: ChatRoomView }
  }
  'POST /chat/admin/global-chat-room': {
    request: { language: ChatLanguage; title: string; notice?: string; memberLimit?: number }
    response: { room: ChatRoomView }
  }
  'POST /chat/donation': {
    request: {
      targetUserOid: string
      roomId: string
      coinAmount: number
      message?: string
      requestId: string
    }
    response: { message: DirectMessage; transactionOid: string; replayed: boolean }
  }
  'GET /chat/rooms': {
    request: { before?: string; limit?: number }
    response: { rooms: MyRoomView[] }
  }
  'POST /chat/rooms': {
    request: { partnerOids: string[]; title?: string }
    response: { room: ChatRoomView; created: boolean }
  }
  'GET /chat/rooms/:roomId': {
    request: { roomId: string }
    response: { room: ChatRoomView; members: RoomMember[]; lastReadId: string }
  }
  'POST /chat/rooms/:roomId/join': { request: { roomId: string }; response: { room: ChatRoomView } }
  'POST /chat/rooms/:roomId/leave': { request: { roomId: string }; response: { left: true } }
  'GET /chat/rooms/:roomId/messages': {
    request: { roomId: string; before?: string; after?: string; limit?: number }
    response: { messages: DirectMessage[]; nextBefore: string | null }
  }
  'POST /chat/rooms/:roomId/messages': {
    request: { roomId: string; text: string; clientMessageId: string }
    response: { message: DirectMessage; replayed: boolean }
  }
  'POST /chat/rooms/:roomId/read': {
    request: { roomId: string; messageId: string }
    response: { checkPoint: CheckPoint }
  }
  /** Opens the real-time socket (`DIRECT_CHAT_SOCKET_PATH?token=…`, realtime-contract.ts). */
  'GET /chat/socket-token': {
    request: Record<string, never>
    response: import('./realtime-contract').DirectChatSocketToken
  }
  'GET /chat/blocks': { request: Record<string, never>; response: { blocked: ChatPartner[] } }
  'POST /chat/blocks': { request: { userOid: string }; response: { blocked: true } }
  'POST /chat/blocks/remove': { request: { userOid: string }; response: { blocked: false } }
  'POST /chat/reports': {
    request: { roomId: string; messageId?: string; userOid?: string; reason: string }
    response: { reportOid: string }
  }
}
