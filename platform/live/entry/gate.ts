/**
 * The entry gates. `GET /live/play` decides the viewer's entry (login, tier, password,
 * ticket; the creator and admins always pass) and, while anything gates the stream, signs an
 * entry token into its FLV/HLS addresses. Those addresses refuse without a valid token, and
 * so do `GET /live/chattoken` and `GET /live/chat/history` (live chat's routes, same `/live`
 * prefix: this middleware is registered first) unless the viewer may enter without a password.
 *
 * While a 720p rendition is encoded for signed-out viewers, the source addresses are for
 * signed-in viewers only: play then signs a token for each signed-in viewer, and the source FLV/HLS
 * refuse one naming no user with 'Login is required'.
 */
import type { Context, Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { type AppEnv, callerKey } from '../../http'
import { creatorOidField } from '../contract'
import { GUEST_FOLDER } from '../ingest/renditions'
import { ENTRY_ERRORS } from './errors'
import type { EntryService } from './rules'

const validOid = (value: string | undefined) => {
  const parsed = creatorOidField.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** A guest device id is the client's own invention, so guests are counted by address. */
const callerOf = (c: Context<AppEnv>) => callerKey(c)

/** The entry token also rides a cookie, so the page's chat asks its token without it in hand. */
const cookieName = (creatorOid: string) => `tl_live_entry_${creatorOid}`

/** Ours (`/api/live/…`) or nginx's and a CDN's HLS (checked there by `/live/hls-auth`). */
const withToken = (url: unknown, token: string) =>
  typeof url === 'string'
    ? `${url}${url.includes('?') ? '&' : '?'}t=${encodeURIComponent(token)}`
    : url

/** A playlist or segment nginx-rtmp writes: `<creatorOid>.m3u8`, `<creatorOid>-<n>.ts`. */
const NGINX_HLS_FILE = /\/([0-9a-f]{24})(?:\.m3u8|-\d{1,12}\.ts)$/

export interface EntryGateRenditions {
  /** Whether signed-out viewers of the creator's stream get a lower rendition here. */
  guestRendition(creatorOid: string): boolean
}

export function mountEntryGate(
  routes: Hono<AppEnv>,
  entry: EntryService,
  renditions: EntryGateRenditions = { guestRendition: () => false },
): void {
  routes.use('/play', async (c, next) => {
    const creatorOid = validOid(c.req.query('creatorOid'))
    // A bad id goes on to play's own 'creatorOid is required'.
    if (!creatorOid) return next()
    const user = c.get('auth').user
    const key = c.req.query('key')?.slice(0, 200)
    const state = await entry.decide(user, creatorOid, key, callerOf(c))
    await next()
    if (c.res.status !== 200) return
    const played = (await c.res.json()) as Record<string, unknown>
    // A signed-in viewer's token opens the source rendition, kept from signed-out viewers.
    const sourceToken = !!user && renditions.guestRendition(creatorOid)
    const token = entry.tokenFor(state, creatorOid, user, sourceToken)
    const body = token.entryToken
      ? {
          ...played,
          flvUrl: withToken(played.flvUrl, token.entryToken),
          hlsUrl: withToken(played.hlsUrl, token.entryToken),
          ...token,
        }
      : { ...played, ...token }
    c.res = c.json(body)
    if (token.entryToken && token.entryTokenExpiresAt) {
      setCookie(c, cookieName(creatorOid), token.entryToken, {
        path: '/api/live',
        httpOnly: true,
        sameSite: 'Strict',
        expires: new Date(token.entryTokenExpiresAt),
      })
    }
  })

  // The media addresses carry no session: the token is the viewer's entry.
  const media = async (
    c: Context<AppEnv>,
    creatorOid: string | null,
    source: boolean,
    next: () => Promise<void>,
  ) => {
    if (!creatorOid) return next()
    const state = await entry.stateOf(creatorOid)
    const signedInOnly = source && renditions.guestRendition(creatorOid)
    if (!state.gated && !signedInOnly) return next()
    const claims = entry.tokenAdmits(state, creatorOid, c.req.query('t'))
    if (state.gated && !claims) throw ENTRY_ERRORS.locked()
    if (signedInOnly && !claims?.userOid) throw ENTRY_ERRORS.loginRequired()
    return next()
  }
  /**
   * nginx's `auth_request` for the HLS it or a CDN serves (docs/nginx-rtmp.conf): the
   * address asked (`X-Original-URI`) names the creator and carries the entry token as `t`.
   * 204 lets nginx serve it; a gated stream without a valid token is refused, as ours is.
   */
  routes.get('/hls-auth', async (c) => {
    const original = new URL(c.req.header('x-original-uri') ?? '/', 'http://hls.invalid')
    const creatorOid = NGINX_HLS_FILE.exec(original.pathname)?.[1]
    if (!creatorOid) throw ENTRY_ERRORS.locked()
    const state = await entry.stateOf(creatorOid)
    const token = original.searchParams.get('t') ?? undefined
    if (state.gated && !entry.tokenAdmits(state, creatorOid, token)) throw ENTRY_ERRORS.locked()
    return c.body(null, 204)
  })

  routes.use(`/flv/:creatorOid/${GUEST_FOLDER}.flv`, (c, next) =>
    media(c, validOid(c.req.param('creatorOid')), false, next),
  )
  routes.use('/flv/:file', (c, next) =>
    media(c, validOid(c.req.param('file').replace(/\.flv$/, '')), true, next),
  )
  routes.use(`/hls/:creatorOid/${GUEST_FOLDER}/:file`, (c, next) =>
    media(c, validOid(c.req.param('creatorOid')), false, next),
  )
  routes.use('/hls/:creatorOid/:file', (c, next) =>
    media(c, validOid(c.req.param('creatorOid')), true, next),
  )

  /**
   * A gated stream's chat is for those who may watch it: the entry token from play (as
   * `key` or play's cookie, issued to this same viewer), or an entry decided without a
   * password. One decision for the chat token and the stored history, so neither reads
   * what the other refuses.
   */
  const chatGate = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const creatorOid = validOid(c.req.query('creatorOid'))
    if (!creatorOid) return next()
    const user = c.get('auth').user
    const state = await entry.stateOf(creatorOid)
    if (!state.gated) return next()
    const claims =
      entry.tokenAdmits(state, creatorOid, c.req.query('key')) ??
      entry.tokenAdmits(state, creatorOid, getCookie(c, cookieName(creatorOid)))
    if (claims && claims.userOid === (user?.oid ?? null)) return next()
    await entry.decide(user, creatorOid, undefined, callerOf(c))
    return next()
  }
  routes.use('/chattoken', chatGate)
  routes.use('/chat/history', chatGate)
}
