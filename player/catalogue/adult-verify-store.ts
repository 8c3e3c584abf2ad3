import { create } from 'zustand'

/**
 * Whether the adult verification dialog is open. It lives outside the user menu, which
 * closes (and unmounts) as soon as focus moves into the dialog.
 */
export const useAdultVerify = create<{ open: boolean; setOpen(open: boolean): void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}))
