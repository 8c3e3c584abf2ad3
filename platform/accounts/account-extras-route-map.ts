/** The routes of account-extras (routes/account-extras.ts) for the typed client. Types only. */
import type {
  ChannelManagerModeRequest,
  ChannelManagerStatus,
  CreatorTagsResponse,
  DevicePasswordRequest,
  InvitationResponse,
  ShellNotice,
  ShellNoticesResponse,
} from './account-extras-contract'

export interface AccountExtrasRoutes {
  'GET /channel-manager': { request: Record<string, never>; response: ChannelManagerStatus }
  'POST /channel-manager/password': {
    request: DevicePasswordRequest
    response: { hasPassword: true }
  }
  'POST /channel-manager/mode': {
    request: ChannelManagerModeRequest
    response: ChannelManagerStatus
  }
  'DELETE /channel-manager/mode': { request: Record<string, never>; response: ChannelManagerStatus }
  'GET /invitation': { request: Record<string, never>; response: InvitationResponse }
  'GET /shell-notices': { request: Record<string, never>; response: ShellNoticesResponse }
  'POST /shell-notices/dismiss': { request: { notice: ShellNotice }; response: { dismissed: true } }
  'GET /admin/creator-tags': { request: { userOid: string }; response: CreatorTagsResponse }
  'POST /admin/creator-tags/add': {
    request: { userOid: string; tag: string }
    response: CreatorTagsResponse
  }
  'POST /admin/creator-tags/remove': {
    request: { userOid: string; tag: string }
    response: CreatorTagsResponse
  }
}
