/**
 * Sending the player's text: kept while the room loads, refused before the round trip when
 * too long, shown at once as pending, and given back to the box when the turn fails.
 */
import { ApiError } from '../../../web/api'
import type { TurnBody } from '../../../web/api/chat'
import { MAX_MESSAGE_CHARS } from './limits'
import { withoutItem, withPendingUser } from './messages'
import type { RoomActions, RoomState } from './room-store'

export interface RoomSendContext {
  set: (partial: Partial<RoomState>) => void
  get: () => RoomState & RoomActions
  turnBody: (kind: 'message', extra: Record<string, unknown>) => TurnBody
  startStreamed: (
    kind: TurnBody['kind'],
    body: TurnBody,
    pendingUserId: string | null,
  ) => Promise<void>
  showEndingIfEnded: (error: unknown) => Promise<void>
}

export function roomSendActions({
  set,
  get,
  turnBody,
  startStreamed,
  showEndingIfEnded,
}: RoomSendContext): Pick<RoomActions, 'send' | 'retrySend'> {
  return {
    async send(explicit) {
      const text = (explicit ?? get().draft).trim()
      // Sent from the box before the room has loaded (a fast typist, a slow network): kept
      // and sent by load() once the room is there, rather than dropped without a word.
      if (text && explicit === undefined && get().phase === 'loading') {
        set({ sendQueued: true })
        return false
      }
      // An ended story takes no turn: the text stays in the box (the ending card shows it).
      if (!text || get().turn || get().phase !== 'ready' || get().ending) return false
      if (text.length > MAX_MESSAGE_CHARS) {
        // The server would refuse it (MESSAGE_TOO_LONG): say so without the round trip.
        const error = new ApiError({
          status: 400,
          code: 'MESSAGE_TOO_LONG',
          message: `A message can be at most ${MAX_MESSAGE_CHARS} characters.`,
        })
        set({ failedSend: { text, error }, actionError: null })
        return false
      }
      const body = turnBody('message', { message: text })
      const pendingId = `pending-${body.requestId}`
      set({
        items: withPendingUser(get().items, text, pendingId),
        draft: explicit === undefined ? '' : get().draft,
        failedSend: null,
        actionError: null,
      })
      try {
        await startStreamed('message', body, pendingId)
        const last = get().items.at(-1)
        if (last?.status === 'failed') {
          const error = new ApiError({
            status: 500,
            code: 'SERVER',
            message: last.error ?? 'Failed to respond to the message.',
          })
          set({ failedSend: { text, error }, draft: get().draft === '' ? text : get().draft })
          return false
        }
        void get().refreshImage()
        return true
      } catch (error) {
        // Refused or lost before the server took it: the text goes back to the box.
        const items = get().items
        if (!items.some((item) => item.id === pendingId)) {
          // The server took the message and the reply went on without us: show why.
          set({ actionError: error })
          return false
        }
        set({
          items: withoutItem(items, pendingId),
          failedSend: { text, error },
          draft: get().draft === '' ? text : get().draft,
        })
        await showEndingIfEnded(error)
        return false
      }
    },

    async retrySend() {
      const failed = get().failedSend
      if (!failed) return false
      if (get().draft.trim() === failed.text) set({ draft: '' })
      return get().send(failed.text)
    },
  }
}
