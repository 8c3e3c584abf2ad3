import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, CommonFields } from '../../platform/http'
import { holdsNul, nulInText, parseJsonObjectBody } from '../../platform/http'
import { bearerToken } from './authenticate'

export interface CommonFieldsOptions {
  countryHeader: string
  trustProxy: boolean
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Parses the JSON body once and lifts the spec's common fields out of the query
 * (GET) or the body (POST, PUT, DELETE), so every handler reads them typed.
 */
export function commonFields(options: CommonFieldsOptions): MiddlewareHandler<AppEnv> {
  return function parseCommonFields(c, next) {
    // A GET has no body to wait for: no promise until the route's.
    if (!BODY_METHODS.has(c.req.method)) {
      const query = c.req.query()
      liftFields(c, options, {}, query, query)
      return next()
    }
    return readJsonBody(c).then((body) => {
      liftFields(c, options, body, c.req.query(), body)
      return next()
    })
  }
}

function liftFields(
  c: Context<AppEnv>,
  options: CommonFieldsOptions,
  body: Record<string, unknown>,
  query: Record<string, string>,
  source: Record<string, unknown>,
) {
  if (holdsNul(query)) throw nulInText()
  c.set('body', body)
  const fields: CommonFields = {
    token: bearerToken(c.req.header('authorization')),
    platformType: c.req.header('platform-type') ?? text(source.platformType),
    complianceAccount: c.req.header('compliance-account') ?? null,
    gaClientId: c.req.header('ga-client-id') ?? text(source.gaClientId),
    lang: text(source.lang),
    requestorOid: text(source.requestorOid),
    loginType: text(source.loginType),
    checkAdmin: source.checkAdmin === true || source.checkAdmin === 'true',
    country: countryOf(c.req.header(options.countryHeader)),
    ip: clientIp(c, options.trustProxy),
  }
  c.set('common', fields)
}

/** The JSON body; none when it is not JSON, or when the route reads it itself (`bodyDeferred`). */
async function readJsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (c.get('bodyDeferred')) return {}
  const type = c.req.header('content-type') ?? ''
  if (!type.includes('application/json')) return {}
  // Bytes, not `text()`: its decoder replaces malformed UTF-8 instead of refusing it.
  return parseJsonObjectBody(new Uint8Array(await c.req.arrayBuffer()))
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null
}

function countryOf(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase()
  return code && /^[A-Z]{2}$/.test(code) ? code : null
}

function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  // In-process requests (app.request in tests) have no socket; don't pay for an exception.
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return 'unknown'
  return getConnInfo(c).remote.address ?? 'unknown'
}
