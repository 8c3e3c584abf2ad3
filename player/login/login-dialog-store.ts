import { create } from 'zustand'
import type { SignInSignUpStage } from '../../platform/sign-in/contract'

export type LoginStep =
  | 'login'
  | 'signUp'
  | 'confirm'
  | 'signUpDone'
  | 'forgot'
  | 'twoFactor'
  | 'partnerSignUp'

export interface LoginDialogState {
  open: boolean
  /** True once opened, so the dialog's chunk is loaded only when first needed. */
  requested: boolean
  step: LoginStep
  /** The e-mail carried between steps (sign-up → code, login → 2FA). */
  email: string
  /** A login found the sign-up unconfirmed: the code step says to confirm first. */
  unconfirmed: boolean
  /** From a login that answered `require2FA`; spent by the 2FA step. */
  loginTicket: string | null
  /** A studio page to go back to once a writer has signed in (the studio sent them here). */
  returnTo: string | null
  /** A Google or Apple account new here: its sign-up finishes with this attempt. */
  partner: (SignInSignUpStage & { attempt: string }) | null
  /** Why the last Google or Apple login or link failed (the login step, My Info). */
  partnerError: string | null
  /** The provider a link just added to the signed-in account (My Info says so). */
  partnerLinked: SignInSignUpStage['provider'] | null
  /** Back from a re-authentication (My Info → Delete account): the provider that re-proved it. */
  partnerReauthenticated: SignInSignUpStage['provider'] | null
  openAt(step: LoginStep, returnTo?: string | null): void
  goTo(
    step: LoginStep,
    carry?: { email?: string; loginTicket?: string | null; unconfirmed?: boolean },
  ): void
  close(): void
}

/** The login popup's own small state machine: which step shows and what it carries. */
export const useLoginDialog = create<LoginDialogState>()((set) => ({
  open: false,
  requested: false,
  step: 'login',
  email: '',
  unconfirmed: false,
  loginTicket: null,
  returnTo: null,
  partner: null,
  partnerError: null,
  partnerLinked: null,
  partnerReauthenticated: null,
  openAt: (step, returnTo = null) =>
    set({
      open: true,
      requested: true,
      step,
      loginTicket: null,
      unconfirmed: false,
      returnTo,
      partnerError: null,
    }),
  goTo: (step, carry = {}) =>
    set((state) => ({
      step,
      ...carry,
      email: carry.email ?? state.email,
      unconfirmed: carry.unconfirmed ?? false,
    })),
  close: () =>
    set({ open: false, loginTicket: null, returnTo: null, partner: null, partnerError: null }),
}))
