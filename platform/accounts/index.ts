/**
 * Accounts area: users, sessions, sign-up with e-mail codes, login with throttling and
 * TOTP, password reset, account deletion, guests. Routes mount under `/api/account`.
 */
import { Hono } from 'hono'
import type { AppEnv, AreaMount } from '../http'
import type { AccountsDeps } from './ports'
import { accountExtrasRoutes } from './routes/account-extras'
import { adminChannelManagerRoutes } from './routes/admin-channel-managers'
import { adminPeopleRoutes } from './routes/admin-people'
import { guestAndAdminRoutes } from './routes/guests'
import { profileRoutes } from './routes/profile'
import { signInRoutes } from './routes/sign-in'
import { type AccountsService, createAccountsService } from './service'

export interface AccountsArea {
  service: AccountsService
  mounts: AreaMount[]
}

export function createAccounts(deps: AccountsDeps): AccountsArea {
  const service = createAccountsService(deps)
  const routes = new Hono<AppEnv>()
  routes.route('/', signInRoutes(service))
  routes.route('/', profileRoutes(service))
  routes.route('/', guestAndAdminRoutes(service, deps.settings.publicUrl))
  routes.route('/', adminPeopleRoutes(service))
  routes.route('/', adminChannelManagerRoutes(service))
  routes.route('/', accountExtrasRoutes(service))
  return { service, mounts: [{ prefix: '/account', routes }] }
}

export type * from './contract'
export { birthDateField, nicknameField } from './contract'
export { creatorOidsByLanguage, searchCreators } from './creator-search'
export { ACCOUNT_ERRORS } from './errors'
export type { InvitationBonusPort } from './invitations'
export type {
  AccountsDeps,
  AccountsSettings,
  CreatorFactsPort,
  NicknameChargePort,
  ProfileImagesPort,
} from './ports'
export type { AccountByEmail, PartnerJoin, PartnerSignUp } from './provider-accounts'
export { GUEST_DEVICE_COOKIE } from './routes/guests'
export { ACCOUNT_LOOKUPS_DEFAULT } from './routes/limits'
export { DEMO_CREATOR_EMAIL, DEMO_CREATOR_NICKNAME, type SeedResult } from './seed'
export type { AccountsService } from './service'
export { SUSPENSION_REASONS, type SuspensionReason } from './suspensions'
