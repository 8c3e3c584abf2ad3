import type { FuzzRoute } from '../../support/fuzz'

/** Linked platforms and Yoti calls with their real field names. */
export const linksFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/platform', caller: 'user', fields: [] },
  { method: 'GET', path: '/platform/viewer', caller: 'user', fields: [] },
  { method: 'GET', path: '/platform/livestream/thumbnail', caller: 'none', fields: ['creatorOid'] },
  { method: 'GET', path: '/platform/twitter/auth', caller: 'user', fields: ['returnTo'] },
  // Without `state`: a valid one redirects to the player's page, which the fuzz server (no
  // front end) does not serve; the state's own checks are in platform-links.http.test.ts.
  {
    method: 'GET',
    path: '/platform/twitch/set',
    caller: 'none',
    fields: ['code', 'error', 'error_description', 'scope'],
  },
  { method: 'POST', path: '/platform/youtube/delete', caller: 'user', fields: [] },
  { method: 'POST', path: '/update/multichat', caller: 'user', fields: ['multichat'] },
  { method: 'GET', path: '/yoti/status', caller: 'user', fields: [] },
  { method: 'POST', path: '/yoti/session/create', caller: 'user', fields: [] },
  { method: 'GET', path: '/yoti/session/result/abc', caller: 'user', fields: [] },
  {
    method: 'POST',
    path: '/yoti/notification',
    caller: 'none',
    fields: ['session_key', 'id', 'state', 'result', 'timestamp', 'sequence_number', 'signature'],
  },
]
