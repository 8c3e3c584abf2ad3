import type { FuzzRoute } from '../../support/fuzz'

/** Interaction routes with their real field names (the spec's and the designed ones). */
export const interactionFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/content/like',
    caller: 'user',
    fields: ['likerOid', 'mode', 'likeOrUndoLike', 'contentOid'],
  },
  {
    method: 'POST',
    path: '/content/comment/like',
    caller: 'user',
    fields: ['commentPosition', 'contentOid', 'likeOrUndoLike'],
  },
  { method: 'GET', path: '/content/comment/like', caller: 'none', fields: ['contentOid'] },
  {
    method: 'POST',
    path: '/content/block',
    caller: 'user',
    fields: ['operation', 'userOid', 'contentOid', 'commentOid', 'commentPosition', 'tag'],
  },
  {
    method: 'POST',
    path: '/content/report',
    caller: 'user',
    fields: ['contentMetadata', 'complaint'],
  },
  { method: 'GET', path: '/account/liked-list', caller: 'user', fields: ['page', 'limit'] },
  {
    method: 'POST',
    path: '/content/admin/illegal-downloader',
    caller: 'admin',
    fields: ['userOid', 'contentOid', 'note'],
  },
  {
    method: 'DELETE',
    path: '/content/admin/illegal-downloader',
    caller: 'admin',
    fields: ['userOid'],
  },
  {
    method: 'GET',
    path: '/content/admin/reports',
    caller: 'admin',
    fields: ['status', 'page', 'limit'],
  },
  {
    method: 'POST',
    path: '/content/admin/reports/resolve',
    caller: 'admin',
    fields: ['reportOid', 'resolution'],
  },
  {
    method: 'GET',
    path: '/content/dc-code',
    caller: 'user',
    fields: ['discountCode', 'contentOid', 'contentType'],
  },
  { method: 'POST', path: '/content/payratingfee', caller: 'user', fields: ['ratingDoc'] },
  { method: 'GET', path: '/content/payratingfee', caller: 'user', fields: ['contentOid'] },
]
