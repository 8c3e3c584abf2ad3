import { create } from 'zustand'
import type { StoryCharacter } from '../../../web/api/chat'
import { chatApi } from '../connected'

interface CastState {
  byRoom: Record<string, StoryCharacter[]>
  load(roomOid: string): void
}

const requested = new Set<string>()
const NONE: StoryCharacter[] = []

/** The story's characters per room, read once: replies show their names and portraits. */
export const useCastStore = create<CastState>()((set) => ({
  byRoom: {},
  load(roomOid) {
    if (requested.has(roomOid)) return
    requested.add(roomOid)
    chatApi.characterInfo(roomOid).then(
      ({ characters }) => set((state) => ({ byRoom: { ...state.byRoom, [roomOid]: characters } })),
      // Names and portraits are decoration: without them replies show the story's name.
      () => requested.delete(roomOid),
    )
  },
}))

export function useCast(roomOid: string): StoryCharacter[] {
  return useCastStore((state) => state.byRoom[roomOid] ?? NONE)
}
