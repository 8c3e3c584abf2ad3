/** Group chats' wire types and limits (docs/GROUP-CHATS.md). Types and constants only. */
import type { GroupStrategy } from '../../../engine/group'

export type { GroupStrategy }

export const GROUP_LIMITS = {
  /** Members of one group. */
  minMembers: 2,
  maxMembers: 8,
  /** Auto-mode replies after the player's last message, at most. */
  maxAutoCap: 10,
  defaultAutoCap: 3,
  /** A SillyTavern group file (definition JSON) and a group chat file (JSONL). */
  maxDefinitionBytes: 64 * 1024,
  maxChatBytes: 512 * 1024,
  /** An imported character card (PNG or JSON), as the studio's card import takes it. */
  maxCardBytes: 2 * 1024 * 1024,
} as const

/** Where a card member's picture is served (public, by an unguessable key). */
export const CARD_PORTRAIT_PATH = '/api/story-chat/group-card-portrait'

export interface GroupMemberView {
  id: string
  name: string
  portraitUrl: string | null
  talkativeness: number
  muted: boolean
  /** An imported character card's member (not a character of the story). */
  card?: true
}

export interface GroupView {
  roomOid: string
  name: string
  strategy: GroupStrategy
  allowSelfResponses: boolean
  autoMode: boolean
  autoCap: number
  /** Auto-mode replies since the player's last message. */
  autoSteps: number
  members: GroupMemberView[]
  /** Members still to answer, in order (the next call without a speaker takes the first). */
  queue: string[]
}

/** A group room as My chats marks it: its members' portraits stacked, a "Group" label. */
export interface RoomGroupBadge {
  name: string
  members: Array<Pick<GroupMemberView, 'id' | 'name' | 'portraitUrl'>>
}

/** `GET /chat-room/{id}/group`: the group and who wrote each reply (message id → member id). */
export interface GroupAnswer {
  group: GroupView
  speakers: Record<string, string>
}

export interface GroupSettingsInput {
  name?: string
  strategy?: GroupStrategy
  allowSelfResponses?: boolean
  autoMode?: boolean
  autoCap?: number
  /** The whole member list in its new order; members may be muted or made more talkative. */
  members?: Array<{ id: string; muted?: boolean; talkativeness?: number }>
}

/** An imported character card joining a group room: its PNG (base64) or its JSON text. */
export interface AddGroupCardInput {
  roomOid: string
  png?: string
  json?: string
}

/** The group calls the front ends make through the typed client (the stream and downloads are by hand). */
export interface GroupsRoutes {
  'POST /story-chat/group-room': {
    request: {
      contentOid: string
      memberIds: string[]
      strategy?: GroupStrategy
      startStoryOid?: string
      title?: string
    }
    response: { room: { roomOid: string }; group: GroupView }
  }
  'GET /story-chat/chat-room/:id/group': {
    request: { id: string }
    response: GroupAnswer
  }
  'POST /story-chat/chat-room/:id/group': {
    request: { id: string } & GroupSettingsInput
    response: { group: GroupView }
  }
  'POST /story-chat/group-room/cards': {
    request: AddGroupCardInput
    response: { group: GroupView; memberId: string }
  }
  'POST /story-chat/group-rooms/import': {
    request: {
      contentOid: string
      group: string
      jsonl?: string
      title?: string
      startStoryOid?: string
    }
    response: { roomOid: string; imported: { messages: number; alternatives: number } }
  }
}
