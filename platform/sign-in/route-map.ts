/** The sign-in routes the front ends call, relative to `/account` (`web/api/routes.ts`). Types only. */
import type {
  SignInFinishRequest,
  SignInFinishResponse,
  SignInProvidersResponse,
  SignInStartRequest,
  SignInStartResponse,
  SignInUnlinkRequest,
} from './contract'

export interface SignInRoutes {
  'GET /sign-in/providers': { request: Record<string, never>; response: SignInProvidersResponse }
  'POST /g-login/start': { request: SignInStartRequest; response: SignInStartResponse }
  'POST /a-login/start': { request: SignInStartRequest; response: SignInStartResponse }
  'POST /g-login': { request: SignInFinishRequest; response: SignInFinishResponse }
  'POST /a-login': { request: SignInFinishRequest; response: SignInFinishResponse }
  'POST /sign-in/unlink': { request: SignInUnlinkRequest; response: SignInProvidersResponse }
}
