/**
 * Yoti settings from the environment (docs/CONFIGURATION.md). Without the SDK id, the API
 * key and the notification secret the area answers `available: false` and the step is hidden.
 */
export interface YotiSettings {
  sdkId: string
  apiKey: string
  /** Checks the signature each notification carries (docs/ADULT-VERIFICATION.md). */
  notificationSecret: string
  /** Yoti's age verification API, `https://age.yoti.com/api/v1`; a local fake in tests. */
  apiBase: string
  /** Yoti's user page; the session id and SDK id go in its query. */
  serviceUrl: string
  /** The age the session checks the user is over. */
  threshold: number
}

export const YOTI_API_BASE = 'https://age.yoti.com/api/v1'
export const YOTI_SERVICE_URL = 'https://age.yoti.com'

export function readYotiSettings(env: Record<string, string | undefined>): YotiSettings | null {
  const sdkId = env.YOTI_SDK_ID
  const apiKey = env.YOTI_API_KEY
  const notificationSecret = env.YOTI_NOTIFICATION_SECRET
  if (!sdkId || !apiKey || !notificationSecret) return null
  const threshold = Number(env.YOTI_AGE_THRESHOLD ?? 18)
  return {
    sdkId,
    apiKey,
    notificationSecret,
    apiBase: (env.YOTI_API_BASE || YOTI_API_BASE).replace(/\/+$/, ''),
    serviceUrl: env.YOTI_SERVICE_URL || YOTI_SERVICE_URL,
    threshold: Number.isInteger(threshold) && threshold >= 18 ? threshold : 18,
  }
}
