import { deleteFailed } from '../errors'

interface PathMessage {
  oid: string
  role: string
  status: string
}

/**
 * Which messages deleting the reply `messageId` hides, on the active `path` (oldest first):
 * the reply, the player message that asked for it, and everything after; the head returns
 * to the reply before. Refuses the greeting, a message off the path, and a path still streaming.
 */
export function planResponseDeletion<Message extends PathMessage>(
  path: readonly Message[],
  messageId: string,
): { removed: Message[]; newHead: Message | undefined } {
  const index = path.findIndex((message) => message.oid === messageId)
  const target = path[index]
  if (target?.role !== 'assistant' || index === 0)
    throw deleteFailed('not a reply on the current path')
  if (path.at(-1)?.status === 'streaming') throw deleteFailed('a response is being written')
  const askedBy = path[index - 1]?.role === 'user'
  return {
    removed: path.slice(askedBy ? index - 1 : index),
    newHead: path[index - (askedBy ? 2 : 1)],
  }
}
