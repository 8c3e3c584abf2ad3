/**
 * The chat panel's state as a pure fold of server frames (platform/live/chat/contract.ts):
 * messages kept in id order without repeats (a resume may resend), events applied.
 */
import type {
  ChatEmoticon,
  ChatEmoticonGroup,
  ChatLine,
  CohostReplyFrame,
  LiveChatMessage,
  ServerFrame,
} from '../../../platform/live/chat/contract'

/**
 * A line as the panel holds it: the co-host's reply is `streaming` from its `start` to its
 * `end` (docs/live/COHOST.md), then an ordinary message with the same id.
 */
export type ShownChatLine = ChatLine | (LiveChatMessage & { streaming: true })

export interface ChatState {
  status: 'connecting' | 'open' | 'closed'
  /** Messages and system lines (moderation, donations, missions) in id order. */
  messages: ShownChatLine[]
  /** The last finished line's id: a reconnect resumes after it (never a reply still streaming). */
  lastId: string | null
  /** Co-host replies ended or withdrawn: a late or repeated frame of theirs changes nothing. */
  cohostDone: string[]
  canChat: boolean
  useAnonymousChat: boolean
  bannedWords: string[]
  /** Who the server says we are (null: a visitor). */
  userOid: string | null
  /** The creator, an admin or a manager: names and messages open the moderation menu. */
  canModerate: boolean
  /** The creator or an admin: the menu also makes managers. */
  canAppoint: boolean
  /** The viewer's emoticon use level and the groups the picker offers. */
  useLevel: number
  usableEmoticonGroups: ChatEmoticonGroup[]
  /** Every group of the creator and the platform. */
  emoticonGroups: ChatEmoticonGroup[]
  /**
   * The creator's emoticons or this viewer's tier changed: the welcome's lists are old, and
   * the store reconnects (resuming after lastId) for a fresh one.
   */
  stale: boolean
  /** A refusal code to show (translated by the panel), with the server's own text. */
  error: { code: string; message: string; until?: string } | null
  /** Why the server closed the chat; kick and block are final. */
  disconnect: string | null
}

export const MESSAGES_KEPT = 200
const COHOST_DONE_KEPT = 200

const isStreaming = (line: ShownChatLine) => line.kind === 'message' && 'streaming' in line

function sorted(state: ChatState, messages: ShownChatLine[]): ChatState {
  const kept = messages.sort((a, b) => Number(a.id) - Number(b.id)).slice(-MESSAGES_KEPT)
  // Resume before the oldest reply still streaming, so a reconnect brings it finished.
  const streamingAt = kept.findIndex(isStreaming)
  const settled = streamingAt === -1 ? kept : kept.slice(0, streamingAt)
  return { ...state, messages: kept, lastId: settled.at(-1)?.id ?? state.lastId }
}

export const initialChatState: ChatState = {
  status: 'connecting',
  messages: [],
  lastId: null,
  cohostDone: [],
  canChat: false,
  useAnonymousChat: false,
  bannedWords: [],
  userOid: null,
  canModerate: false,
  canAppoint: false,
  useLevel: 0,
  usableEmoticonGroups: [],
  emoticonGroups: [],
  stale: false,
  error: null,
  disconnect: null,
}

function addMessages(state: ChatState, incoming: ChatLine[]): ChatState {
  const known = new Set(
    state.messages.filter((line) => !isStreaming(line)).map((message) => message.id),
  )
  const fresh = incoming.filter((message) => !known.has(message.id))
  if (fresh.length === 0) return state
  // A finished reply in a resumed history replaces its streaming line.
  const freshIds = new Set(fresh.map((line) => line.id))
  return sorted(state, [...state.messages.filter((line) => !freshIds.has(line.id)), ...fresh])
}

function cohostMessage(frame: CohostReplyFrame): LiveChatMessage {
  return {
    kind: 'message',
    id: frame.id,
    sendTime: frame.sendTime,
    content: frame.content,
    sender: { ...frame.sender, isCohost: true },
    isBan: false,
    isHiddenName: false,
  }
}

/**
 * The co-host's reply: `start` opens a streaming line (again, with the text so far, after a
 * reconnect), `delta`s append in order, `end` puts the whole reply in its place and `failed`
 * takes it away. Anything for a reply already ended or withdrawn is ignored.
 */
export function applyCohostFrame(state: ChatState, frame: CohostReplyFrame): ChatState {
  if (state.cohostDone.includes(frame.id)) return state
  const line = state.messages.find((other) => other.id === frame.id)
  const streaming = line !== undefined && isStreaming(line)
  // Finished already (a history or message frame brought it): nothing to stream.
  if (line && !streaming) return state
  const others = state.messages.filter((other) => other.id !== frame.id)
  const done = [...state.cohostDone, frame.id].slice(-COHOST_DONE_KEPT)
  switch (frame.phase) {
    case 'start':
      return sorted(state, [...others, { ...cohostMessage(frame), streaming: true }])
    case 'delta':
      if (line?.kind !== 'message') return state
      return {
        ...state,
        messages: state.messages.map((other) =>
          other === line ? { ...line, content: line.content + frame.content } : other,
        ),
      }
    case 'end':
      return sorted({ ...state, cohostDone: done }, [...others, cohostMessage(frame)])
    case 'failed':
      return { ...state, messages: others, cohostDone: done }
    default:
      return state
  }
}

export function applyFrame(state: ChatState, frame: ServerFrame): ChatState {
  switch (frame.kind) {
    case 'welcome':
      return addMessages(
        {
          ...state,
          // The server starts again each reply still streaming; the others ended meanwhile.
          messages: state.messages.filter((line) => !isStreaming(line)),
          status: 'open',
          canChat: frame.canChat,
          useAnonymousChat: frame.useAnonymousChat,
          bannedWords: frame.bannedWords,
          userOid: frame.userOid,
          canModerate: frame.canModerate ?? false,
          canAppoint: frame.canAppoint ?? false,
          useLevel: frame.useLevel ?? 0,
          usableEmoticonGroups: frame.usableEmoticonGroups ?? [],
          emoticonGroups: frame.emoticonGroups ?? [],
          stale: false,
          disconnect: null,
        },
        frame.history,
      )
    case 'message':
      return addMessages(state, [frame])
    case 'cohost':
      return applyCohostFrame(state, frame)
    case 'notice': {
      const next = addMessages(state, [frame])
      if (frame.notice.type !== 'messageDeleted') return next
      const { messageId } = frame.notice
      // The deleted message stays in its place, emptied, as every viewer now sees it.
      return {
        ...next,
        messages: next.messages.map((line) =>
          line.kind === 'message' && line.id === messageId
            ? { ...line, content: '', emoticons: [], deleted: true }
            : line,
        ),
      }
    }
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
      // A new stream starts with an empty chat: the last one's lines stay with it.
      if (frame.eventName === 'liveOn') return { ...state, messages: [] }
      if (frame.eventName === 'bannedWordsUpdate')
        return { ...state, bannedWords: frame.data.bannedWords.split(',').filter(Boolean) }
      if (frame.eventName === 'studioSetting')
        return { ...state, useAnonymousChat: frame.data.useAnonymousChat }
      if (frame.eventName === 'updatedEmoticonData') return { ...state, stale: true }
      if (frame.eventName === 'updatedUserData' && frame.data.userOid === state.userOid)
        return { ...state, stale: true }
      // Made or unmade a manager: a fresh welcome says what this viewer may do now.
      if (frame.eventName === 'makeManager' && frame.data.userOid === state.userOid)
        return { ...state, stale: true }
      if (
        frame.eventName === 'removeManager' &&
        state.userOid !== null &&
        frame.data.userOids.split(',').includes(state.userOid)
      )
        return { ...state, stale: true }
      return state
    default:
      return state
  }
}

/** Reasons after which the client does not reconnect by itself. */
export const FINAL_DISCONNECTS = new Set(['kick', 'block', 'invalidToken'])

export type MessagePart = { text: string } | { emoticon: ChatEmoticon }

/**
 * A message's content as text and images: only the emoticons the message lists (the ones
 * the server let its sender use) become images, by `:name:` or `:key:`; the rest is text.
 * `messageParts('hi :wave:', [wave])` → [{ text: 'hi ' }, { emoticon: wave }].
 */
export function messageParts(
  content: string,
  emoticons: readonly ChatEmoticon[] | undefined,
): MessagePart[] {
  if (!emoticons || emoticons.length === 0) return content ? [{ text: content }] : []
  const byToken = new Map<string, ChatEmoticon>()
  for (const emoticon of emoticons) {
    byToken.set(emoticon.name, emoticon)
    byToken.set(emoticon.key, emoticon)
  }
  const parts: MessagePart[] = []
  let text = ''
  let index = 0
  while (index < content.length) {
    const start = content.indexOf(':', index)
    const end = start === -1 ? -1 : content.indexOf(':', start + 1)
    if (end === -1) break
    const emoticon = byToken.get(content.slice(start + 1, end))
    if (emoticon) {
      text += content.slice(index, start)
      if (text) parts.push({ text })
      text = ''
      parts.push({ emoticon })
      index = end + 1
    } else {
      // Not a token: its closing colon may open the next one.
      text += content.slice(index, end)
      index = end
    }
  }
  text += content.slice(index)
  if (text) parts.push({ text })
  return parts
}
