import type { FuzzRoute } from '../../support/fuzz'

/** Community posts and polls with their real field names (the spec's and the designed ones). */
export const communityFuzz: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/content/community',
    caller: 'none',
    fields: ['postOids', 'creatorOid', 'cursor'],
  },
  { method: 'GET', path: '/content/community/comments', caller: 'none', fields: ['postOid'] },
  {
    method: 'POST',
    path: '/content/community',
    caller: 'user',
    fields: ['operation', 'postOid', 'postMetaData', 'requestId'],
  },
  {
    method: 'POST',
    path: '/content/community/edit',
    caller: 'user',
    fields: ['postOid', 'postMetaData'],
  },
  { method: 'DELETE', path: '/content/community', caller: 'user', fields: ['postOid'] },
  {
    method: 'GET',
    path: '/content/poll/votes',
    caller: 'none',
    fields: ['contentType', 'contentOid'],
  },
  {
    method: 'POST',
    path: '/content/poll/vote',
    caller: 'user',
    fields: ['contentType', 'contentOid', 'optionId', 'optionIdx'],
  },
  {
    method: 'DELETE',
    path: '/content/poll/vote',
    caller: 'user',
    fields: ['contentType', 'contentOid'],
  },
  {
    method: 'DELETE',
    path: '/content/poll',
    caller: 'user',
    fields: ['contentType', 'contentOid'],
  },
]
