import type { FuzzRoute } from '../../support/fuzz'

/** Playlist calls with their real field names, as a signed-in user. */
export const playlistsFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/content/playlist', caller: 'user', fields: ['playlistOid', 'v'] },
  {
    method: 'POST',
    path: '/content/playlist',
    caller: 'user',
    fields: ['playlistOid', 'name', 'isPublic'],
  },
  { method: 'DELETE', path: '/content/playlist', caller: 'user', fields: ['playlistOid'] },
  {
    method: 'POST',
    path: '/content/playlist/update',
    caller: 'user',
    fields: ['playlistOid', 'contentOid', 'update', 'method'],
  },
  {
    method: 'POST',
    path: '/content/playlist/order',
    caller: 'user',
    fields: ['playlistOid', 'contentOids'],
  },
  { method: 'GET', path: '/account/curation', caller: 'user', fields: ['language', 'adult'] },
]
