/**
 * The chat panel's state as a pure fold of server frames (platform/livechat/contract.ts):
 * messages kept in id order without repeats (a resume may resend), events applied.
 */
import type { LiveChatMessage, ServerFrame } from '../../platform/livechat/contract'

export interface ChatState {
  status: 'connecting' | 'open' | 'closed'
  messages: LiveChatMessage[]
  /** The last message id seen: a reconnect resumes after it. */
  lastId: string | null
  canChat: boolean
  useAnonymousChat: boolean
  bannedWords: string[]
  /** A refusal code to show (translated by the panel), with the server's own text. */
  error: { code: string; message: string; until?: string } | null
  /** Why the server closed the chat; kick and block are final. */
  disconnect: string | null
}

export const MESSAGES_KEPT = 200

export const initialChatState: ChatState = {
  status: 'connecting',
  messages: [],
  lastId: null,
  canChat: false,
  useAnonymousChat: false,
  bannedWords: [],
  error: null,
  disconnect: null,
}

function addMessages(state: ChatState, incoming: LiveChatMessage[]): ChatState {
  const known = new Set(state.messages.map((message) => message.id))
  const fresh = incoming.filter((message) => !known.has(message.id))
  if (fresh.length === 0) return state
  const messages = [...state.messages, ...fresh]
    .sort((a, b) => Number(a.id) - Number(b.id))
    .slice(-MESSAGES_KEPT)
  return { ...state, messages, lastId: messages.at(-1)?.id ?? state.lastId }
}

export function applyFrame(state: ChatState, frame: ServerFrame): ChatState {
  switch (frame.kind) {
    case 'welcome':
      return addMessages(
        {
          ...state,
          status: 'open',
          canChat: frame.canChat,
          useAnonymousChat: frame.useAnonymousChat,
          bannedWords: frame.bannedWords,
          disconnect: null,
        },
        frame.history,
      )
    case 'message':
      return addMessages(state, [frame])
    case 'error':
      return {
        ...state,
        error: {
          code: frame.code,
          message: frame.message,
          ...(frame.until ? { until: frame.until } : {}),
        },
      }
    case 'disconnect':
      return { ...state, status: 'closed', canChat: false, disconnect: frame.reason }
    case 'event':
      if (frame.eventName === 'bannedWordsUpdate')
        return { ...state, bannedWords: frame.data.bannedWords.split(',').filter(Boolean) }
      if (frame.eventName === 'studioSetting')
        return { ...state, useAnonymousChat: frame.data.useAnonymousChat }
      return state
    default:
      return state
  }
}

/** Reasons after which the client does not reconnect by itself. */
export const FINAL_DISCONNECTS = new Set(['kick', 'block', 'invalidToken'])
