import { create } from 'zustand'

export interface SubscribeTarget {
  creatorOid: string
  nickname: string
  /** Preselects the lowest tier that may view a tier-only content. */
  tierHashes?: readonly string[]
}

interface SubscribeDialogState {
  target: SubscribeTarget | null
  open: (target: SubscribeTarget) => void
  close: () => void
}

/** One subscribe dialog per page, opened from the channel page or a tier-only gate. */
export const useSubscribeDialog = create<SubscribeDialogState>((set) => ({
  target: null,
  open: (target) => set({ target }),
  close: () => set({ target: null }),
}))
