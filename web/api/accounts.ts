import type { Language } from '../../engine/i18n'
import type {
  PasswordResetFinalizeRequest,
  RegisterRequest,
  UnregisterRequest,
} from '../../platform/accounts/contract'
import type { ApiClient } from './client'
import { createTypedApi } from './typed-api'

/** The accounts calls the front ends name, over the typed client (`/api/account`). */
export function createAccountsApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    register: (request: RegisterRequest & { invitationCode?: string }) =>
      api.post('/account/register', request),
    confirmRegistration: (email: string, code: string) =>
      api.post('/account/register/confirm', { email, code }),
    resendConfirmation: (email: string) => api.post('/account/register/resend', { email }),
    checkNickname: (nickname: string) => api.get('/account/nickname/check', { nickname }),
    login: (email: string, password: string) => api.post('/account/login', { email, password }),
    verifyLogin: (loginTicket: string, code: string) =>
      api.post('/account/2fa/verify-login', { loginTicket, code }),
    logout: () => api.post('/account/logout'),
    twoFactorStatus: () => api.get('/account/2fa/status'),
    setUpTwoFactor: () => api.post('/account/2fa/setup'),
    confirmTwoFactor: (code: string) => api.post('/account/2fa/confirm', { code }),
    disableTwoFactor: (code: string) => api.post('/account/2fa/disable', { code }),
    requestPasswordReset: (email: string) => api.post('/account/changepw/request', { email }),
    finalizePasswordReset: (request: PasswordResetFinalizeRequest) =>
      api.post('/account/changepw/finalize', request),
    getMe: () => api.get('/account/getuser'),
    setLanguage: (language: Language) => api.post('/account/settings/language', { language }),
    nicknames: () => api.get('/account/nicknames'),
    changeNickname: (nickname: string, key: string) =>
      api.post('/account/nickname/change', { nickname, key }),
    setGlobalNickname: (language: Language, nickname: string) =>
      api.post('/account/nickname/global', { language, nickname }),
    requestUnregister: (request: UnregisterRequest) => api.post('/account/unregister', request),
    cancelUnregister: () => api.post('/account/cancelUnregister'),
    createGuest: () => api.post('/account/guest'),
    country: () => api.get('/account/country'),
  }
}

export type AccountsApi = ReturnType<typeof createAccountsApi>
