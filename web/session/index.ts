export { api, apiClient, sessionRequestContext } from './connected-api'
export { ensureGuestDevice } from './guest-device'
export {
  GUEST_DEVICE_COOKIE,
  GUEST_DEVICE_MAX_AGE_SECONDS,
  guestDeviceCookie,
  isGuestDeviceId,
  readCookie,
} from './guest-device-cookie'
export {
  type LoginType,
  SESSION_STORAGE_KEY,
  type SessionActions,
  type SessionState,
  type SessionStore,
  useSession,
} from './session-store'
