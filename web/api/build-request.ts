import type { Language } from '../../engine/i18n'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** What the client knows about the caller; read fresh for every request. */
export interface RequestContext {
  token: string | null
  language: Language
  userOid: string | null
  loginType: string | null
  guestDeviceId: string | null
  gaClientId: string | null
}

export type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions {
  query?: Record<string, QueryValue>
  body?: Record<string, unknown>
}

export interface BuiltRequest {
  url: string
  init: { method: HttpMethod; headers: Record<string, string>; body?: string }
}

/** The spec's platform type for this front end. */
export const PLATFORM_TYPE = 'web'

/**
 * The one place that adds the spec's conventions to a call: the Authorization,
 * platform-type and guest-device-id headers, and the common fields (`lang`,
 * `requestorOid`, `platformType`, `loginType`, `gaClientId`) in the query for GET
 * and in the JSON body otherwise. Unknown values are left out rather than sent
 * empty. `checkAdmin` is omitted, as the spec says for the story-engine build.
 *
 * @example buildRequest('GET', '/api/account/getuser', {}, context).url
 *   // '/api/account/getuser?lang=en&platformType=web'
 */
export function buildRequest(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  context: RequestContext,
): BuiltRequest {
  const common: Record<string, string> = { lang: context.language, platformType: PLATFORM_TYPE }
  if (context.userOid) common.requestorOid = context.userOid
  if (context.loginType) common.loginType = context.loginType
  if (context.gaClientId) common.gaClientId = context.gaClientId

  const headers: Record<string, string> = {
    accept: 'application/json',
    'platform-type': PLATFORM_TYPE,
  }
  if (context.token) headers.authorization = `Bearer ${context.token}`
  if (context.guestDeviceId) headers['guest-device-id'] = context.guestDeviceId

  if (method === 'GET') {
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries({ ...options.query, ...common })) {
      if (value !== null && value !== undefined) query.set(key, String(value))
    }
    return { url: `${path}?${query.toString()}`, init: { method, headers } }
  }
  headers['content-type'] = 'application/json'
  // The caller's own fields win over common ones of the same name (none overlap today).
  const body = JSON.stringify({ ...common, ...options.body })
  const url = options.query ? `${path}?${queryString(options.query)}` : path
  return { url, init: { method, headers, body } }
}

/**
 * A file sent as the raw request body (an image upload): the caller's headers (Authorization,
 * platform-type, guest-device-id) and the file's type; the query carries only the route's
 * own fields, as there is no JSON body to hold the common ones.
 */
export function buildFileRequest(
  path: string,
  query: Record<string, QueryValue>,
  file: Blob,
  context: RequestContext,
): { url: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': file.type || 'application/octet-stream',
    'platform-type': PLATFORM_TYPE,
  }
  if (context.token) headers.authorization = `Bearer ${context.token}`
  if (context.guestDeviceId) headers['guest-device-id'] = context.guestDeviceId
  const search = queryString(query)
  return { url: search ? `${path}?${search}` : path, headers }
}

function queryString(query: Record<string, QueryValue>): string {
  const parameters = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) parameters.set(key, String(value))
  }
  return parameters.toString()
}
