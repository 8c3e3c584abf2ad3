/**
 * The live chat contract, shared by the server and the browser client: the WebSocket
 * frames both ways, the HTTP answers and the texts (spec §3 "Live chat message", "Live
 * event", "Disconnect message", "Chat history"). Values here are plain data, so the front
 * ends may import them (scripts/check-boundaries.ts lists this file as a shared contract).
 */

/** Spec §8 / §9 texts, reproduced exactly. */
export const LIVECHAT_TEXTS = {
  loginRequired: 'Login is required',
  serverError: 'Unknown server error',
  creatorOidRequired: 'creatorOid is required',
  chatRestricted: 'chat restricted 30 minutes for banned-word abuse',
  bannedWordRequired: 'Enter a banned word.',
  pageLocked: 'The page is locked',
  tooFast: 'You are sending messages too fast. Wait a moment and try again.',
} as const

export const LIVECHAT_LIMITS = {
  /** Spec §9: five mentions of banned words give a 30-minute chat ban. */
  strikesBeforeRestriction: 5,
  restrictionMinutes: 30,
  /** Designed (docs/live/CHAT.md). */
  contentMax: 200,
  bannedWordMax: 30,
  bannedWordsMax: 300,
  historyMax: 200,
  tokenMinutes: 10,
  sessionHours: 12,
  banMinutesMax: 60 * 24 * 30,
  /** Flood control per sender and chat: this many messages at once, then one per interval. */
  floodBurst: 5,
  floodIntervalMs: 1_000,
} as const

export const CHAT_BAN_REASONS = ['chatBan', 'kick', 'block'] as const
export type ChatBanReason = (typeof CHAT_BAN_REASONS)[number]

/** Why the server closes a viewer's chat connection (designed list: docs/live/CHAT.md). */
export const DISCONNECT_REASONS = [
  'kick',
  'block',
  'tokenExpired',
  'invalidToken',
  'liveOff',
  'duplicateSession',
  'serverShutdown',
] as const
export type DisconnectReason = (typeof DISCONNECT_REASONS)[number]

/** Display fields of the sender, as the chat list draws them. */
export interface ChatSender {
  userOid: string
  nickname: string
  /** Two colours (name, outline) picked from the user id, stable across sessions. */
  nicknameColors: [string, string]
  tierHash: string | null
  tierName: string | null
  tierPhoto: string | null
  userPhoto: string | null
  /** Months subscribed to this creator (0: not a subscriber). */
  subscriptionMonths: number
  isAdmin: boolean
  isCreator: boolean
  isManager: boolean
  /** The creator's story character co-hosting the stream (docs/live/COHOST.md); its `userOid` is `cohost:{creatorOid}`. */
  isCohost?: boolean
}

/**
 * The sender of every hidden-name (anonymous chat) message, as every viewer receives it, its
 * sender included: nothing of the user (no id, colours, tier, months, photo or badge), so two
 * anonymous senders look the same. The server keeps who sent it; moderators act on the
 * message through its id (`POST /live/chatban` with `messageId`).
 */
export const HIDDEN_SENDER: ChatSender = {
  userOid: '',
  nickname: '',
  nicknameColors: ['#8a8a8a', '#8a8a8a'],
  tierHash: null,
  tierName: null,
  tierPhoto: null,
  userPhoto: null,
  subscriptionMonths: 0,
  isAdmin: false,
  isCreator: false,
  isManager: false,
}

/** An emoticon as the chat draws it: `:key:` in a message's content becomes this image. */
export interface ChatEmoticon {
  key: string
  name: string
  url: string
  /** Drawn at this many pixels square (spec: 28 by default). */
  size: number
}

/** A group of the creator's emoticons (or the platform's free ones) and the level it needs. */
export interface ChatEmoticonGroup {
  _id: string
  name: string
  tierHash: string | null
  useLevel: number
  emoticons: ChatEmoticon[]
}

/** Spec: emoticons are drawn at 28 px unless their group says otherwise. */
export const CHAT_EMOTICON_SIZE = 28

export interface LiveChatMessage {
  kind: 'message'
  /** Also the message's moderation handle: a ban may name it instead of a user. */
  id: string
  sendTime: string
  /** The masked text; `:key:` tokens draw as images only when listed in `emoticons`. */
  content: string
  /**
   * The emoticons the server let the sender use in this message (by their use level);
   * any other `:key:` stays plain text. Older messages may lack it.
   */
  emoticons?: ChatEmoticon[]
  /** With isHiddenName (anonymous chat) it is HIDDEN_SENDER: nobody is named. */
  sender: ChatSender
  isBan: boolean
  isHiddenName: boolean
  /** Deleted by a moderator: its content is empty and the chat shows that it was removed. */
  deleted?: boolean
}

/** Timeout lengths the chat's moderation menu offers, in minutes (Twitch's and SOOP's). */
export const CHAT_TIMEOUT_MINUTES = [1, 10, 60, 1440] as const

/** The mission statuses the chat and the overlay announce (docs/live/CHAT.md "Notices"). */
export const ANNOUNCED_MISSION_STATUSES = ['pending', 'accepted', 'success', 'failed'] as const
export type AnnouncedMissionStatus = (typeof ANNOUNCED_MISSION_STATUSES)[number]

/**
 * What a chat's system line says: a moderator's action, or a donation, roulette result or
 * mission drawn as a highlighted line. `target` and `donor` are nicknames, '' (or null) for
 * a hidden name: an anonymous chatter stays unnamed in every line.
 */
export type ChatNotice =
  | { type: 'timeout'; target: string; minutes: number }
  | { type: 'kick'; target: string }
  | { type: 'ban'; target: string }
  | { type: 'unban'; target: string }
  | { type: 'messageDeleted'; messageId: string }
  | { type: 'managerAdded'; target: string }
  | { type: 'managerRemoved'; target: string }
  | { type: 'donation'; donor: string | null; coin: number; content: string }
  | { type: 'roulette'; donor: string | null; coin: number; optionName: string }
  /** A read-only message from the creator's linked Twitch or YouTube chat (multichat). */
  | { type: 'relay'; source: 'twitch' | 'youtube'; author: string; content: string }
  | {
      type: 'mission'
      status: AnnouncedMissionStatus
      donor: string | null
      coin: number
      content: string
    }
export type ChatNoticeType = ChatNotice['type']

/** A system line, kept in the chat's history among the messages (same id sequence). */
export interface ChatNoticeLine {
  kind: 'notice'
  id: string
  sendTime: string
  notice: ChatNotice
}

/** What a chat list holds, in id order: messages and system lines. */
export type ChatLine = LiveChatMessage | ChatNoticeLine

/** Who counted a donation alert's view (`donationPlaying`). */
export type DonationPlayer = 'overlay' | 'studio'

/** Event names and their data (spec §3 "Live event"). */
export interface LiveEventData {
  liveOn: Record<string, never>
  liveOff: Record<string, never>
  divide: Record<string, never>
  updatedEmoticonData: { creatorOid: string }
  updatedUserData: { userOid: string }
  studioSetting: { useAnonymousChat: boolean }
  donationSetting: {
    donationType: string
    useTextDonationEffect: boolean
    useRouletteDonation: boolean
    useMissionDonation: boolean
  }
  donationStop: { donationType: string; autoPlay: boolean }
  /**
   * A donation's alert counted a view. `playedBy: 'overlay'` is the overlay's own count of
   * the alert it is showing (no screen replays it); 'studio' asks the overlay to play it again.
   */
  donationPlaying: { oid: string; views: number; playedBy: DonationPlayer }
  /** Comma-separated list. */
  bannedWordsUpdate: { bannedWords: string }
  makeManager: { userOid: string; nickname: string; email: string; date: string }
  /** Comma-separated user oids. */
  removeManager: { userOids: string }
  mission: Record<string, unknown>
  donation: Record<string, unknown>
  streamPermissionNotification: { newInvitationRules: unknown; scheduleDate: string }
  streamPermissionChanged: Record<string, never>
  /**
   * The co-host finished a line answering a donation, mission or roulette (docs/live/COHOST.md):
   * the overlay shows it with that alert and, with a voice, speaks it (`GET /live/tts/url`
   * with `cohostMessageId`).
   */
  cohostLine: {
    messageId: string
    /** The donation the line answers, when it answers one. */
    donationOid: string | null
    characterName: string
    content: string
    voice: string | null
  }
}
export type LiveEventName = keyof LiveEventData

export const LIVE_EVENT_NAMES = [
  'liveOn',
  'liveOff',
  'divide',
  'updatedEmoticonData',
  'updatedUserData',
  'studioSetting',
  'donationSetting',
  'donationStop',
  'donationPlaying',
  'bannedWordsUpdate',
  'makeManager',
  'removeManager',
  'mission',
  'donation',
  'streamPermissionNotification',
  'streamPermissionChanged',
  'cohostLine',
] as const satisfies readonly LiveEventName[]

export type LiveEvent = {
  [Name in LiveEventName]: {
    kind: 'event'
    id: string
    sendTime: string
    eventName: Name
    isTest: boolean
    data: LiveEventData[Name]
  }
}[LiveEventName]

export interface DisconnectMessage {
  kind: 'disconnect'
  id: string
  sendTime: string
  reason: DisconnectReason
  userId: string | null
}

/** Told to one connection only: why its message was refused. */
export interface ChatErrorFrame {
  kind: 'error'
  code: string
  message: string
  /** For a restriction, or a message over the flood budget: when chatting is possible again. */
  until?: string
}

/** Sent once on connect: who the server thinks you are, and the messages you missed. */
export interface WelcomeFrame {
  kind: 'welcome'
  creatorOid: string
  streamOid: string | null
  userOid: string | null
  canChat: boolean
  useAnonymousChat: boolean
  bannedWords: string[]
  /** This stream's lines only (off air: those since the last stream), oldest first. */
  history: ChatLine[]
  /** The creator, an admin or a manager: the chat offers the moderation menu. */
  canModerate: boolean
  /** The creator or an admin: "make manager" is theirs. */
  canAppoint: boolean
  /** The viewer's emoticon use level for this creator (0 signed out or not subscribed). */
  useLevel: number
  /** The groups this viewer may use (the picker): the creator's by level, then the platform's. */
  usableEmoticonGroups: ChatEmoticonGroup[]
  /** Every group of the creator and the platform, to draw what others send. */
  emoticonGroups: ChatEmoticonGroup[]
}

/**
 * The co-host's reply while it streams (docs/live/COHOST.md). `start` opens it (a viewer who
 * connects mid-reply gets one `start` carrying the masked text so far in `content`), each
 * `delta` appends masked text, `end` carries the whole masked reply, which then stays in the
 * history as an ordinary `LiveChatMessage` with the same `id` (`sender.isCohost`), so
 * moderators delete it like any message; `failed` withdraws a reply that could not finish.
 */
export interface CohostReplyFrame {
  kind: 'cohost'
  phase: 'start' | 'delta' | 'end' | 'failed'
  /** The reply's message id, kept by the finished message. */
  id: string
  sendTime: string
  sender: ChatSender
  /** `start`: the text so far (often empty); `delta`: the text to append; `end`: the whole reply. */
  content: string
}

export type ServerFrame =
  | LiveChatMessage
  | CohostReplyFrame
  | ChatNoticeLine
  | LiveEvent
  | DisconnectMessage
  | ChatErrorFrame
  | WelcomeFrame

export type ClientFrame =
  | { kind: 'send'; content: string; isHiddenName?: boolean }
  | { kind: 'ping' }

/** `GET /live/chattoken`. The token goes in the socket URL: `/api/live/chat?token=…&lastId=…`. */
export interface ChatTokenResponse {
  token: string
  /** When the socket is closed at the latest (a new token reconnects). */
  sessionExpirationTime: string
  /** Until when the token may open a socket. */
  tokenExpirationTime: string
}

export interface ChatHistoryResponse {
  creatorOid: string
  streamId: string | null
  messages: ChatLine[]
}

/** `POST /live/chatban` (spec §7): a user by id, or a message's sender by its handle. */
export interface ChatBanRequest {
  creatorOid: string
  userOid?: string
  messageId?: string
  /** Minutes; 0 with `block` is for good. */
  banTime?: number
  reason?: ChatBanReason
  description?: string
}

export interface ChatBanResponse {
  oid: string
  creatorOid: string
  userOid: string
  reason: ChatBanReason
  until: string | null
}

export interface BannedWordsResponse {
  creatorOid: string
  bannedWords: string[]
}

export interface ChatBanRow {
  oid: string
  /** Empty for a ban made through an anonymous message's handle (its sender stays unnamed). */
  userOid: string
  nickname: string
  reason: ChatBanReason
  description: string
  until: string | null
}

export interface ManagerRow {
  userOid: string
  nickname: string
  date: string
}

export interface ModerationResponse {
  creatorOid: string
  bannedWords: string[]
  bans: ChatBanRow[]
  managers: ManagerRow[]
  useAnonymousChat: boolean
}

/** `POST /live/removemanagers` and `POST /live/removebanusers`: the ids taken off. */
export interface RemovedRows {
  creatorOid: string
  removed: string[]
}

/** The chat routes the front ends call, relative to `/api` (the socket is `/api/live/chat`). */
export interface LiveChatRoutes {
  /** `key`: the entry token of a live with an entry condition. */
  'GET /live/chattoken': {
    request: { creatorOid: string; key?: string }
    response: ChatTokenResponse
  }
  'GET /live/chat/moderation': { request: { creatorOid: string }; response: ModerationResponse }
  'POST /live/chat/setting': {
    request: { creatorOid: string; useAnonymousChat: boolean }
    response: { creatorOid: string; useAnonymousChat: boolean }
  }
  /** The whole list. */
  'POST /live/bannedwords': {
    request: { creatorOid: string; bannedWords: string[] }
    response: BannedWordsResponse
  }
  'POST /live/manager': {
    request: { creatorOid: string; userOid: string }
    response: ManagerRow & { creatorOid: string }
  }
  'POST /live/removemanagers': {
    request: { creatorOid: string; managerOids: string[] }
    response: RemovedRows
  }
  'POST /live/removebanusers': {
    request: { creatorOid: string; blackUserDataOids: string[] }
    response: RemovedRows
  }
  'POST /live/chatban': { request: ChatBanRequest; response: ChatBanResponse }
  /** Designed (the spec has no call for it): a moderator deletes one message of the chat. */
  'POST /live/chat/delete': {
    request: { creatorOid: string; messageId: string }
    response: { creatorOid: string; messageId: string; deleted: true }
  }
}
