/**
 * The port to Yoti's age verification API (`POST /sessions`, `GET /sessions/{id}/result`,
 * bearer API key and `Yoti-SDK-Id`), and its HTTP adapter.
 */
import type { YotiSessionResult } from './result'
import type { YotiSettings } from './settings'

export interface YotiSessionRequest {
  referenceId: string
  callbackUrl: string
  notificationUrl: string
  threshold: number
  ttlSeconds: number
}

export interface YotiAgeApi {
  createSession(input: YotiSessionRequest): Promise<{ id: string; expiresAt: string | null }>
  sessionResult(sessionId: string): Promise<YotiSessionResult>
  /** Yoti's page for the session, where the browser goes. */
  userViewUrl(sessionId: string): string
}

const asString = (value: unknown) => (typeof value === 'string' ? value : null)
const asNumber = (value: unknown) => (typeof value === 'number' ? value : null)

export function createYotiHttpApi(
  settings: YotiSettings,
  fetcher: typeof fetch = fetch,
): YotiAgeApi {
  const headers = {
    authorization: `Bearer ${settings.apiKey}`,
    'content-type': 'application/json',
    'yoti-sdk-id': settings.sdkId,
  }
  async function call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    const response = await fetcher(`${settings.apiBase}${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(15_000),
    })
    if (!response.ok) throw new Error(`Yoti answered ${response.status} to ${path}`)
    return (await response.json()) as Record<string, unknown>
  }
  return {
    async createSession(input) {
      const body = {
        type: 'OVER',
        ttl: input.ttlSeconds,
        reference_id: input.referenceId,
        age_estimation: { allowed: true, threshold: input.threshold + 7, level: 'PASSIVE' },
        doc_scan: { allowed: true, threshold: input.threshold, authenticity: 'AUTO' },
        digital_id: { allowed: true, threshold: input.threshold },
        callback: { auto: true, url: input.callbackUrl },
        notification_url: input.notificationUrl,
      }
      const answer = await call('/sessions', { method: 'POST', body: JSON.stringify(body) })
      const id = asString(answer.id)
      if (!id) throw new Error('Yoti answered a session without an id')
      return { id, expiresAt: asString(answer.expires_at) }
    },
    async sessionResult(sessionId) {
      const answer = await call(`/sessions/${encodeURIComponent(sessionId)}/result`, {
        method: 'GET',
      })
      return {
        id: asString(answer.id) ?? sessionId,
        status: asString(answer.status) ?? 'PENDING',
        method: asString(answer.method),
        age: asNumber(answer.age),
        result: typeof answer.result === 'boolean' ? answer.result : null,
      }
    },
    userViewUrl(sessionId) {
      const url = new URL(settings.serviceUrl)
      url.searchParams.set('sessionId', sessionId)
      url.searchParams.set('sdkId', settings.sdkId)
      return url.toString()
    },
  }
}
