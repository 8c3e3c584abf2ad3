import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { Language } from '../../engine/i18n'
import type { AccountUser, LoginSuccessResponse } from '../../platform/accounts/contract'

export type LoginType = 'email'

export interface SessionState {
  token: string | null
  user: AccountUser | null
  loginType: LoginType | null
  loginTime: string | null
  /** The language the visitor chose (the spec's "stored language"); null until they choose. */
  language: Language | null
  /** The language the page is shown in right now; decided at start-up, not persisted. */
  activeLanguage: Language
  /** Anonymous visitors start with adult content off; clearing the session turns it off again. */
  adultOn: boolean
  guestDeviceId: string | null
}

export interface SessionActions {
  signIn(response: LoginSuccessResponse, loginType?: LoginType): void
  setUser(user: AccountUser): void
  /** Clears the signed-in state; the device id and chosen language stay. */
  clearSession(): void
  storeLanguage(language: Language): void
  setActiveLanguage(language: Language): void
  setGuestDeviceId(guestDeviceId: string): void
}

export type SessionStore = SessionState & SessionActions

export const SESSION_STORAGE_KEY = 'taleloom.session'

const signedOut = { token: null, user: null, loginType: null, loginTime: null, adultOn: false }

/** One session shared by the player and the studio (same origin, same localStorage). */
export const useSession = create<SessionStore>()(
  persist(
    (set) => ({
      ...signedOut,
      language: null,
      activeLanguage: 'en',
      guestDeviceId: null,
      signIn: (response, loginType = 'email') =>
        set({
          token: response.token,
          user: response.user,
          loginType,
          loginTime: new Date().toISOString(),
        }),
      setUser: (user) => set({ user }),
      clearSession: () => set(signedOut),
      storeLanguage: (language) => set({ language, activeLanguage: language }),
      setActiveLanguage: (activeLanguage) => set({ activeLanguage }),
      setGuestDeviceId: (guestDeviceId) => set({ guestDeviceId }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, loginType, loginTime, language, adultOn, guestDeviceId }) => ({
        token,
        user,
        loginType,
        loginTime,
        language,
        adultOn,
        guestDeviceId,
      }),
    },
  ),
)
