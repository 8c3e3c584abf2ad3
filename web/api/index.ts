export type {
  AccountUser,
  LoginResponse,
  LoginSuccessResponse,
  TwoFactorSetupResponse,
} from '../../platform/accounts/contract'
export type { AccountsApi } from './accounts'
export { ApiError, type ApiErrorOptions, apiErrorFromBody } from './api-error'
export {
  type BuiltRequest,
  buildRequest,
  type HttpMethod,
  PLATFORM_TYPE,
  type RequestContext,
  type RequestOptions,
} from './build-request'
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type FileRequestOptions,
  REQUEST_TIMEOUT_MS,
} from './client'
export type { ApiAnswer, ApiInput, ApiRoute, ApiRoutes, FileRoutes, RoutesOf } from './routes'
export type { SendFileOptions } from './send-file'
export { createTypedApi, type TypedApi } from './typed-api'
