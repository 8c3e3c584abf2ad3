/**
 * The room's actions that change what is already written and read the room back: rollback
 * and its undo, branch switches, edits, ratings, deleting a reply, the title and bookmarks.
 */
import { ApiError } from '../../../web/api'
import type { ChatApi } from '../../../web/api/chat'
import { replyAfter, updateItem } from './messages'
import type { RoomActions, RoomState } from './room-store'

export interface RoomEditContext {
  roomOid: string
  api: ChatApi
  set: (partial: Partial<RoomState>) => void
  get: () => RoomState & RoomActions
  /** Runs an action, showing its error (and a story's ending) as the store does. */
  act: (action: () => Promise<void>) => Promise<void>
  /** Reads the room's path again (the list and the Undo offer come back together). */
  loadPath: () => Promise<unknown>
}

type EditActions = Pick<
  RoomActions,
  | 'rollback'
  | 'undoRollback'
  | 'switchAlternative'
  | 'edit'
  | 'editAndRegenerate'
  | 'rate'
  | 'deleteResponse'
  | 'setTitle'
  | 'toggleBookmark'
>

export function roomEditActions({
  roomOid,
  api,
  set,
  get,
  act,
  loadPath,
}: RoomEditContext): EditActions {
  return {
    async rollback(messageId) {
      await act(async () => {
        await api.rollback(roomOid, messageId)
        // The list and the Undo offer come back together from the server.
        await loadPath()
        void get().refreshImage()
      })
    },

    async undoRollback() {
      const head = get().rollbackUndo
      if (!head || get().turn) return
      await act(async () => {
        await api.switchTo(roomOid, head)
        await loadPath()
        void get().refreshImage()
      })
    },

    async switchAlternative(messageId) {
      await act(async () => {
        await api.switchTo(roomOid, messageId)
        await loadPath()
        void get().refreshImage()
      })
    },

    async edit(messageId, text) {
      await act(async () => {
        if (text.trim() === '') throw editedMessageEmpty()
        const { message } = await api
          .editMessage(roomOid, messageId, text)
          .catch((error: unknown) => {
            // The route's generic refusal of a blank text, in the player's words.
            throw ApiError.isInstance(error) && error.code === 'MISSING_PARAMETERS'
              ? editedMessageEmpty()
              : error
          })
        set({ items: updateItem(get().items, messageId, { text: message.text }) })
      })
    },

    async editAndRegenerate(messageId, text) {
      if (get().turn || get().ending) return
      await get().edit(messageId, text)
      const reply = replyAfter(get().items, messageId)
      // Nothing after it to reroll (a reply that failed): the edit alone is saved.
      if (reply) await get().reroll(reply.id)
    },

    async rate(request) {
      await act(async () => {
        const { rating } = await api.rateReply(roomOid, request)
        set({ items: updateItem(get().items, request.messageId, { rating }) })
      })
    },

    async deleteResponse(messageId) {
      await act(async () => {
        await api.deleteResponse(roomOid, messageId)
        // The server drops the Undo offer: the hidden messages may be the rolled-back branch's.
        await loadPath()
      })
    },

    async setTitle(title) {
      await act(async () => {
        const answer = await api.updateField(roomOid, 'title', title)
        const room = get().room
        if (room && answer.title) set({ room: { ...room, title: answer.title } })
      })
    },

    async toggleBookmark(messageId) {
      const room = get().room
      if (!room) return
      const current = room.options?.bookmarks ?? []
      const bookmarks = current.includes(messageId)
        ? current.filter((id) => id !== messageId)
        : [...current, messageId]
      await act(async () => {
        const answer = await api.updateField(roomOid, 'bookmarks', bookmarks)
        const latest = get().room
        if (latest)
          set({
            room: { ...latest, options: answer.options ?? { ...latest.options, bookmarks } },
          })
      })
    },
  }
}

function editedMessageEmpty() {
  return new ApiError({
    status: 400,
    code: 'EDITED_MESSAGE_EMPTY',
    message: 'A message cannot be empty.',
  })
}
