export type {
  AdminChangeNote,
  AppEnv,
  AppVariables,
  AreaMount,
  Clock,
  CommonFields,
  RequestAuth,
  Role,
  SessionScope,
  SessionUser,
} from './env'
export { ROLES, SESSION_SCOPES, startingClock, systemClock } from './env'
export {
  AppError,
  type AppErrorOptions,
  badRequest,
  conflict,
  forbidden,
  notFound,
  SERVER_ERROR_MESSAGE,
  tooManyRequests,
  unauthorized,
} from './errors'
export {
  hasRole,
  noteAdminChange,
  requireAdmin,
  requireUser,
  requireUserOrGuest,
} from './guards'
export { holdsNul, nulInText, parseJsonObjectBody } from './json-body'
export { callerKey, guestIpKey, type RateLimitOptions, rateLimit } from './rate-limit'
export { createUrlSigner, type UrlSigner } from './signed-urls'
export {
  inputDate,
  isInputDateInRange,
  objectIdField,
  parseInput,
  queryInteger,
  readBody,
  readQuery,
} from './validate'
