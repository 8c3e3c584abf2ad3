import { useEffect } from 'react'
import type { RoomStore } from '../room/room-store'
import { useGroups } from './group-store'

/** The pause before an auto-mode reply, so the player can read and step in. */
const AUTO_MODE_PAUSE_MS = 1500

/**
 * A group room's turns between the player's actions: each reply's speaker is read as it
 * starts; after a reply the members the strategy queued answer in turn, then auto-mode adds
 * replies up to the group's cap (the server counts and refuses past it).
 */
export function useGroupDriver(store: RoomStore, roomOid: string) {
  useEffect(() => {
    void useGroups.getState().load(roomOid)
    let previous = store.getState().turn
    let timer: ReturnType<typeof setTimeout> | undefined
    let live = true

    async function afterTurn() {
      await useGroups.getState().load(roomOid)
      const loaded = useGroups.getState().byRoom[roomOid]
      const state = store.getState()
      const last = state.items.at(-1)
      if (!live || !loaded || state.turn || state.actionError || state.failedSend) return
      if (last?.role !== 'assistant' || last.status !== 'complete') return
      const { group } = loaded
      if (group.queue.length > 0) {
        void state.autoChat().catch(() => undefined)
        return
      }
      if (!group.autoMode || group.autoSteps >= group.autoCap) return
      timer = setTimeout(() => {
        const now = useGroups.getState().byRoom[roomOid]
        const autoMode = now ? now.group.autoMode : false
        const current = store.getState()
        if (!live || !autoMode || current.turn || current.draft.trim()) return
        useGroups.getState().ask(roomOid, { auto: true })
        void current.autoChat().catch(() => undefined)
      }, AUTO_MODE_PAUSE_MS)
    }

    const unsubscribe = store.subscribe((state) => {
      const turn = state.turn
      // The reply's speaker is recorded before its stream starts: read it with the first event.
      if (turn?.messageId && turn.messageId !== previous?.messageId)
        void useGroups.getState().load(roomOid)
      if (!turn && previous) void afterTurn()
      previous = turn
    })
    return () => {
      live = false
      if (timer) clearTimeout(timer)
      unsubscribe()
    }
  }, [store, roomOid])
}
