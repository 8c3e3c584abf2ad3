/**
 * What a platform call answers, and each platform's way of saying "too many calls": X 429
 * with `x-rate-limit-reset`, Twitch 429 with `Ratelimit-Reset` (epoch seconds both),
 * YouTube 403 with reason `quotaExceeded` (the daily quota, reset at Pacific midnight).
 */
export type ApiResult<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'rate_limited'; retryAt: Date }
  | { ok: false; kind: 'failed'; status: number; message: string }

export interface ApiCall {
  url: string
  accessToken: string
  headers?: Record<string, string>
}

const epochSeconds = (value: string | null, now: Date) => {
  const seconds = Number(value)
  return Number.isFinite(seconds) && seconds > 0
    ? new Date(seconds * 1000)
    : new Date(now.getTime() + 60_000)
}

/** Google resets the YouTube quota at midnight Pacific time; the next such midnight (UTC-8). */
export function nextPacificMidnight(now: Date): Date {
  const pacific = new Date(now.getTime() - 8 * 3_600_000)
  pacific.setUTCHours(24, 0, 0, 0)
  return new Date(pacific.getTime() + 8 * 3_600_000)
}

export async function rateLimitOf(
  response: Response,
  body: unknown,
  now: Date,
): Promise<Date | null> {
  if (response.status === 429) {
    const reset =
      response.headers.get('x-rate-limit-reset') ?? response.headers.get('ratelimit-reset')
    return epochSeconds(reset, now)
  }
  if (response.status === 403) {
    const errors = (body as { error?: { errors?: { reason?: string }[] } } | null)?.error?.errors
    if (errors?.some((e) => e.reason === 'quotaExceeded' || e.reason === 'rateLimitExceeded'))
      return nextPacificMidnight(now)
  }
  return null
}

/** One GET with the member's token; a JSON answer, a rate limit, or a failure. */
export async function getJson<T>(
  call: ApiCall,
  now: Date,
  fetcher: typeof fetch = fetch,
): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetcher(call.url, {
      headers: { authorization: `Bearer ${call.accessToken}`, ...call.headers },
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    return { ok: false, kind: 'failed', status: 0, message: (error as Error).message }
  }
  const body = await response.json().catch(() => null)
  const retryAt = await rateLimitOf(response, body, now)
  if (retryAt) return { ok: false, kind: 'rate_limited', retryAt }
  if (!response.ok)
    return { ok: false, kind: 'failed', status: response.status, message: JSON.stringify(body) }
  return { ok: true, value: body as T }
}
