/**
 * What a tool-key session may call: the live studio's own calls and what its pages load
 * (studio/creator/live/, the studio shell), nothing else. The server's auth layer refuses
 * every other route to a `live-tool` session with 403 `TOOL_KEY_SCOPE`; so a leaked key
 * never reaches the payout account, the wallet, two-factor settings, the tool keys
 * themselves or any spending call. Paths are under `/api`; `:name` is one path segment.
 */
import { type AppError, forbidden, type SessionUser } from '../../../http'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

const STUDIO_CALLS: readonly [Method[], string][] = [
  // The signed-in page itself.
  [['GET'], '/account/getuser'],
  [['GET'], '/account/bulkgetusers'],
  [['GET'], '/account/subscription_tiers'],
  [['POST'], '/account/logout'],
  // Studio, go live, key and viewers.
  [['GET'], '/live/creator/:ref'],
  [['GET', 'POST'], '/live/studio'],
  [['POST'], '/live/stop'],
  [['GET', 'POST'], '/live/key2'],
  [['GET'], '/stream/:id/views'],
  [['GET'], '/live/allowance'],
  // The tool key tab's status (its last characters and date); issuing and revoking are not.
  [['GET'], '/live/toolkey/status'],
  [['GET', 'POST'], '/live/thumbnail'],
  [['GET'], '/live/thumbnail/:sha256'],
  // The stream as viewers see it (the dock's preview and chat).
  [['GET'], '/live/play'],
  [['GET'], '/live/stream'],
  [['GET'], '/live/flv/:file'],
  [['GET'], '/live/hls/:creatorOid/:file'],
  [['GET'], '/live/hls/:creatorOid/:folder/:file'],
  [['GET'], '/live/chattoken'],
  [['GET'], '/live/chat/history'],
  [['GET'], '/live/user'],
  // Entry and tickets.
  [['GET', 'POST'], '/live/entry'],
  [['POST'], '/live/ticket'],
  [['POST'], '/live/ticketverification'],
  // Moderation.
  [['GET'], '/live/chat/moderation'],
  [['POST'], '/live/chat/setting'],
  [['POST'], '/live/bannedwords'],
  [['POST'], '/live/manager'],
  [['POST'], '/live/removemanagers'],
  [['POST'], '/live/chatban'],
  [['POST'], '/live/removebanusers'],
  // Schedules and replays.
  [['GET'], '/live/schedules'],
  [['GET', 'POST', 'DELETE'], '/live/schedule'],
  [['GET'], '/live/replays'],
  [['DELETE'], '/live/record'],
  [['POST'], '/live/record/upload'],
  // Donations as the streamer receives them, the overlay and its alerts.
  [['GET', 'POST'], '/live/donation/options'],
  [['GET'], '/live/donation/missions/active'],
  [['GET'], '/live/donation/mission'],
  [['POST'], '/live/donation/mission/status'],
  [['GET'], '/live/donations'],
  [['GET'], '/live/donation/ranking'],
  [['POST'], '/live/donation/pin'],
  [['POST'], '/live/donation/views'],
  [['POST'], '/live/donation/stop'],
  [['POST'], '/live/test/donation'],
  [['GET'], '/live/tts/voices'],
  [['POST'], '/live/overlay/url'],
  [['GET', 'POST'], '/live/overlay/settings'],
  [['POST'], '/live/overlay/alert-image'],
  [['GET'], '/live/overlay/alert-image/:creatorOid/:name'],
]

const COMPILED = STUDIO_CALLS.map(([methods, path]) => ({
  methods: new Set<string>(methods),
  pattern: new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
}))

/** Whether a tool-key session may make this call (`path` under `/api`). */
export function liveToolMayCall(method: string, path: string): boolean {
  const verb = method === 'HEAD' ? 'GET' : method
  return COMPILED.some((call) => call.methods.has(verb) && call.pattern.test(path))
}

/**
 * The `live-tool` scope as the auth layer applies it: the studio's calls, for a user who
 * still streams (a role removed keeps the tool out at once, before any revocation runs).
 */
export const LIVE_TOOL_SCOPE = {
  allows: (method: string, path: string, user: SessionUser) =>
    user.roles.includes('livestreamer') && liveToolMayCall(method, path),
  /** A tool session acts as the streamer only: never with the account's admin rights. */
  rolesOf: (user: SessionUser): SessionUser['roles'] =>
    user.roles.filter((role) => role !== 'admin' && role !== 'channelManager'),
  refusal: (): AppError =>
    forbidden('A live tool key signs in to the live studio only.', 'TOOL_KEY_SCOPE'),
}
