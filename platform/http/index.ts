export type {
  AppEnv,
  AppVariables,
  AreaMount,
  Clock,
  CommonFields,
  RequestAuth,
  Role,
  SessionUser,
} from './env'
export { ROLES, startingClock, systemClock } from './env'
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
export { hasRole, requireAdmin, requireUser, requireUserOrGuest } from './guards'
export { holdsNul, nulInText, parseJsonObjectBody } from './json-body'
export { guestIpKey, type RateLimitOptions, rateLimit } from './rate-limit'
export {
  inputDate,
  isInputDateInRange,
  objectIdField,
  parseInput,
  queryInteger,
  readBody,
  readQuery,
} from './validate'
