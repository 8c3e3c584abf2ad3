import type { Language } from '../../engine/i18n'
import type {
  AccountRoutes,
  CountryResponse,
  GetUserResponse,
  GuestResponse,
  LanguageResponse,
  LoginResponse,
  LoginSuccessResponse,
  NicknameCheckResponse,
  OkResponse,
  PasswordResetFinalizeRequest,
  RegisterRequest,
  RegisterResponse,
  SentResponse,
  TwoFactorChangedResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '../../platform/accounts/contract'
import type { ApiClient } from './client'

const BASE = '/api/account'

/** The response type of an accounts route, straight from the server's contract. */
type Response<Route extends keyof AccountRoutes> = AccountRoutes[Route]['response']

/** Typed calls to `/api/account`; one function per route the front ends use. */
export function createAccountsApi(client: ApiClient) {
  return {
    register: (request: RegisterRequest) =>
      client.post<RegisterResponse>(`${BASE}/register`, { ...request }),
    confirmRegistration: (email: string, code: string) =>
      client.post<LoginSuccessResponse>(`${BASE}/register/confirm`, { email, code }),
    resendConfirmation: (email: string) =>
      client.post<Response<'POST /register/resend'>>(`${BASE}/register/resend`, { email }),
    checkNickname: (nickname: string) =>
      client.get<NicknameCheckResponse>(`${BASE}/nickname/check`, { nickname }),
    login: (email: string, password: string) =>
      client.post<LoginResponse>(`${BASE}/login`, { email, password }),
    verifyLogin: (loginTicket: string, code: string) =>
      client.post<LoginSuccessResponse>(`${BASE}/2fa/verify-login`, { loginTicket, code }),
    logout: () => client.post<OkResponse>(`${BASE}/logout`),
    twoFactorStatus: () => client.get<TwoFactorStatusResponse>(`${BASE}/2fa/status`),
    setUpTwoFactor: () => client.post<TwoFactorSetupResponse>(`${BASE}/2fa/setup`),
    confirmTwoFactor: (code: string) =>
      client.post<TwoFactorChangedResponse>(`${BASE}/2fa/confirm`, { code }),
    disableTwoFactor: (code: string) =>
      client.post<TwoFactorChangedResponse>(`${BASE}/2fa/disable`, { code }),
    requestPasswordReset: (email: string) =>
      client.post<SentResponse>(`${BASE}/changepw/request`, { email }),
    finalizePasswordReset: (request: PasswordResetFinalizeRequest) =>
      client.post<OkResponse>(`${BASE}/changepw/finalize`, { ...request }),
    getMe: () => client.get<GetUserResponse>(`${BASE}/getuser`),
    setLanguage: (language: Language) =>
      client.post<LanguageResponse>(`${BASE}/settings/language`, { language }),
    createGuest: () => client.post<GuestResponse>(`${BASE}/guest`),
    country: () => client.get<CountryResponse>(`${BASE}/country`),
  }
}

export type AccountsApi = ReturnType<typeof createAccountsApi>
