import { create } from 'zustand'
import type { InvitationOutcome } from '../../platform/accounts/contract'

const STORAGE_KEY = 'taleloom.invite'
const CODE = /^[A-Z0-9]{8}$/

/** The invitation code an invitation link brought to this browser, kept until a sign-up uses it. */
export function storedInvitation(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? ''
  } catch {
    return ''
  }
}

export function forgetInvitation() {
  try {
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage off: nothing was kept.
  }
}

/**
 * An address with `?invite=<code>` (the link of My Info's invitation): keeps the code for
 * the sign-up form and takes the parameter out of the address. True when a code was read.
 */
export function captureInvitation(location: Location, history: History): boolean {
  const query = new URLSearchParams(location.search)
  const code = query.get('invite')?.trim().toUpperCase()
  if (code === undefined) return false
  query.delete('invite')
  const rest = query.toString()
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`,
  )
  if (!code || !CODE.test(code)) return false
  try {
    localStorage.setItem(STORAGE_KEY, code)
  } catch {
    // Storage off: the sign-up form starts empty.
  }
  return true
}

/** What the confirmed sign-up's invitation brought, for the sign-up-done step. */
export const useInvitationOutcome = create<{
  outcome: InvitationOutcome | null
  set(outcome: InvitationOutcome | null): void
}>()((set) => ({ outcome: null, set: (outcome) => set({ outcome }) }))
