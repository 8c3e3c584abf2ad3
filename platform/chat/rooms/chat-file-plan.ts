/**
 * A room as a SillyTavern chat and back, without I/O: what an export writes of a room's
 * active path and its alternatives, and the rows an import writes for a file's messages.
 */
import type { TurnState } from '../../../engine/turn'
import type { MessageRole } from '../tables'
import type { ChatMessage } from './messages'
import { ChatFileError, type PortableChat, type PortableMessage } from './sillytavern-chat'

type PathMessage = Pick<ChatMessage, 'oid' | 'role' | 'text' | 'status' | 'hidden' | 'created_at'>

export interface ExportNames {
  userName: string
  characterName: string
}

/**
 * The chat an export writes: the active path's finished messages, oldest first, each
 * reply with its finished alternatives (SillyTavern's swipes) in the order they were written.
 */
export function portableChatOf(input: {
  names: ExportNames
  createdAt: Date
  metadata: Record<string, unknown>
  path: readonly PathMessage[]
  /** A reply's visible siblings by the reply's id, oldest first, the reply among them. */
  alternatives: ReadonlyMap<string, readonly PathMessage[]>
}): PortableChat {
  const done = (message: PathMessage) => message.status === 'complete' && !message.hidden
  const messages: PortableMessage[] = input.path.filter(done).map((message) => {
    const isUser = message.role === 'user'
    const siblings = isUser ? [] : (input.alternatives.get(message.oid) ?? []).filter(done)
    const chosen = siblings.findIndex((sibling) => sibling.oid === message.oid)
    return {
      isUser,
      name: isUser ? input.names.userName : input.names.characterName,
      text: message.text,
      sentAt: new Date(message.created_at),
      ...(siblings.length > 1 && chosen >= 0
        ? { swipes: { texts: siblings.map((sibling) => sibling.text), chosen } }
        : {}),
    }
  })
  return { ...input.names, createdAt: input.createdAt, metadata: input.metadata, messages }
}

/** One message an import writes. */
export interface ImportRow {
  oid: string
  parentOid: string | null
  role: MessageRole
  text: string
  depth: number
  turnIndex: number
  /** Replies carry the story's opening state, so a turn can continue from any of them. */
  state: TurnState | null
  createdAt: Date
}

export interface ImportPlan {
  rows: ImportRow[]
  /** The last message of the path: the room's head. */
  headOid: string
  /** Messages on the path, and alternatives beside it. */
  messages: number
  alternatives: number
}

/**
 * The rows of an imported chat: its messages as one path, each reply's swipes as its
 * alternatives. Every reply holds the story's opening state at the turn it is on (the
 * story goes on from where it opens: a file says nothing of scenes or variables); a player
 * message starts a turn, as in play. A date in the future is read as now, a missing one as
 * now. The chat must end with a reply: a turn continues only from one.
 */
export function planImport(
  chat: PortableChat,
  options: { opening: TurnState; now: Date; newId: () => string },
): ImportPlan {
  const last = chat.messages.at(-1)
  if (!last || last.isUser)
    throw new ChatFileError(
      'ENDS_WITH_PLAYER',
      null,
      "The chat ends with the player's message: a chat goes on from a character's reply. Remove the last message or add a reply.",
    )
  const rows: ImportRow[] = []
  let parentOid: string | null = null
  let turnIndex = 0
  let alternatives = 0
  chat.messages.forEach((message, depth) => {
    if (message.isUser) turnIndex += 1
    const sent = message.sentAt && message.sentAt < options.now ? message.sentAt : options.now
    const state = message.isUser ? null : { ...options.opening, turnIndex }
    const texts = message.swipes?.texts ?? [message.text]
    const chosen = message.swipes?.chosen ?? 0
    let pathOid = ''
    texts.forEach((text, index) => {
      const oid = options.newId()
      if (index === chosen) pathOid = oid
      rows.push({
        oid,
        parentOid,
        role: message.isUser ? 'user' : 'assistant',
        text: index === chosen ? message.text : text,
        depth,
        turnIndex,
        state,
        // Alternatives are listed by their time: a millisecond apart around the chosen
        // one (which keeps the file's time) keeps the file's order.
        createdAt: new Date(sent.getTime() + index - chosen),
      })
    })
    alternatives += texts.length - 1
    parentOid = pathOid
  })
  return { rows, headOid: parentOid ?? '', messages: chat.messages.length, alternatives }
}
