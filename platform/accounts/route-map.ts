/** The accounts routes as a type map for the typed client (`web/api/routes.ts`). Types only. */
import type { Language } from '../../engine/i18n/languages'
import type { InvitationOutcome } from './account-extras-contract'
import type { AccountExtrasRoutes } from './account-extras-route-map'
import type {
  AdminChannelManager,
  AdminCreator,
  AdminListPage,
  AdminMailProgress,
  AdminMailRequest,
  AdminMailSegment,
  AdminNewUser,
  AdminUnregisterAccount,
  AdminUserDetail,
  AdminUserView,
  BulkGetUsersResponse,
  CertifiedResponse,
  ChannelManagerRequest,
  CountryResponse,
  CustomUrlResponse,
  GetUserResponse,
  GuestFreeChatsResponse,
  GuestResponse,
  LanguageResponse,
  LoginRequest,
  LoginResponse,
  LoginSuccessResponse,
  NicknameChangeResponse,
  NicknameCheckResponse,
  NicknamesResponse,
  OkResponse,
  PasswordResetFinalizeRequest,
  ProfileImageResponse,
  RegisterConfirmRequest,
  RegisterRequest,
  RegisterResponse,
  SentResponse,
  SetRolesRequest,
  SetRolesResponse,
  TwoFactorChangedResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
  UnregisterRequest,
  UnregisterStatusResponse,
  VerifyLoginRequest,
} from './contract'

export interface AccountRoutes extends AccountExtrasRoutes {
  'GET /admin/users': { request: { q: string }; response: { users: AdminUserView[] } }
  'GET /admin/user': { request: { oid: string }; response: { user: AdminUserDetail } }
  'POST /admin/suspend': {
    request: { userOid: string; reason: string }
    response: { suspension: { reason: string; suspendedAt: string } }
  }
  'POST /admin/unsuspend': { request: { userOid: string }; response: { lifted: boolean } }
  'POST /register': {
    request: RegisterRequest & { invitationCode?: string }
    response: RegisterResponse
  }
  'POST /register/confirm': {
    request: RegisterConfirmRequest
    /** `invitation`: what a sign-up with an invitation code brought (invitations.ts). */
    response: LoginSuccessResponse & { invitation?: InvitationOutcome }
  }
  'POST /register/resend': { request: { email: string }; response: RegisterResponse }
  'GET /nickname/check': { request: { nickname: string }; response: NicknameCheckResponse }
  'POST /login': { request: LoginRequest; response: LoginResponse }
  'POST /2fa/verify-login': { request: VerifyLoginRequest; response: LoginSuccessResponse }
  'POST /logout': { request: Record<string, never>; response: OkResponse }
  'GET /2fa/status': { request: Record<string, never>; response: TwoFactorStatusResponse }
  'POST /2fa/setup': { request: Record<string, never>; response: TwoFactorSetupResponse }
  'POST /2fa/confirm': { request: { code: string }; response: TwoFactorChangedResponse }
  'POST /2fa/disable': { request: { code: string }; response: TwoFactorChangedResponse }
  'POST /changepw/request': { request: { email: string }; response: SentResponse }
  'POST /changepw/finalize': { request: PasswordResetFinalizeRequest; response: OkResponse }
  'POST /unregister': { request: UnregisterRequest; response: UnregisterStatusResponse }
  'POST /waitUnregister': { request: Record<string, never>; response: UnregisterStatusResponse }
  'POST /stopUnregister': { request: Record<string, never>; response: UnregisterStatusResponse }
  'POST /cancelUnregister': { request: Record<string, never>; response: UnregisterStatusResponse }
  'GET /getuser': {
    request: { userOid?: string; customUrl?: string; filter?: string }
    response: GetUserResponse
  }
  'GET /bulkgetusers': {
    request: { users: string; toGrab?: string }
    response: BulkGetUsersResponse
  }
  'POST /customUrl': { request: { customUrl: string }; response: CustomUrlResponse }
  'DELETE /customUrl': { request: Record<string, never>; response: CustomUrlResponse }
  'GET /country': { request: Record<string, never>; response: CountryResponse }
  'POST /certified': { request: { birthDate: string }; response: CertifiedResponse }
  'DELETE /certified': { request: Record<string, never>; response: CertifiedResponse }
  'POST /settings/language': { request: { language: Language }; response: LanguageResponse }
  'GET /nicknames': { request: Record<string, never>; response: NicknamesResponse }
  /** The image's bytes are the body: a jpg or png under 300 KB. */
  'POST /profile-image': {
    request: Record<string, never>
    file: Blob
    response: ProfileImageResponse
  }
  'DELETE /profile-image': { request: Record<string, never>; response: ProfileImageResponse }
  'POST /nickname/change': {
    request: { nickname: string; key: string }
    response: NicknameChangeResponse
  }
  'POST /nickname/global': {
    request: { language: Language; nickname: string }
    response: NicknamesResponse
  }
  'POST /guest': { request: Record<string, never>; response: GuestResponse }
  'GET /guest/status': { request: Record<string, never>; response: GuestResponse }
  'POST /admin/guest-free-chats': { request: { count: number }; response: GuestFreeChatsResponse }
  'POST /admin/roles': { request: SetRolesRequest; response: SetRolesResponse }
  'GET /admin/newusers': {
    request: { q?: string; cursor?: string }
    response: AdminListPage & { users: AdminNewUser[] }
  }
  'GET /admin/unregister': {
    request: { q?: string; cursor?: string }
    response: AdminListPage & { accounts: AdminUnregisterAccount[] }
  }
  'POST /admin/unregister/confirm': { request: { userOid: string }; response: { deleted: true } }
  'POST /admin/unregister/stop': {
    request: { userOid: string }
    response: UnregisterStatusResponse
  }
  'POST /admin/2fa/reset': { request: { userOid: string }; response: TwoFactorChangedResponse }
  'GET /admin/creator': { request: { oid: string }; response: { creator: AdminCreator } }
  'GET /admin/mail/audience': {
    request: { segment: AdminMailSegment; userOid?: string }
    response: { recipients: number; sample: string[] }
  }
  'POST /admin/mail': { request: AdminMailRequest; response: AdminMailProgress }
  'GET /admin/channel-managers': {
    request: { q?: string; cursor?: string }
    response: AdminListPage & { managers: AdminChannelManager[] }
  }
  'POST /admin/channel-managers/assign': {
    request: ChannelManagerRequest
    response: { manager: AdminChannelManager }
  }
  'POST /admin/channel-managers/remove': {
    request: ChannelManagerRequest
    response: { manager: AdminChannelManager }
  }
  'GET /admin/creators': {
    request: { q?: string; cursor?: string }
    response: AdminListPage & { creators: AdminCreator[] }
  }
}
