import type { FuzzRoute } from '../../support/fuzz'

/** Content catalog routes with their real field names; writes as the admin (a creator). */
export const contentFuzz: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/content',
    caller: 'user',
    fields: [
      'contentOid',
      'status',
      'withComments',
      'withContentMetadata',
      'requestCanView',
      'includeWatchHistory',
    ],
  },
  {
    method: 'GET',
    path: '/content/bulk',
    caller: 'none',
    fields: [
      'requestFormQueue',
      'status',
      'includeDeletedContents',
      'creatorInfoProjection',
      'privateFields',
    ],
  },
  {
    method: 'POST',
    path: '/content',
    caller: 'admin',
    fields: ['metaData', 'discountSettings', 'contentOid'],
  },
  { method: 'POST', path: '/content/save', caller: 'admin', fields: ['metaData', 'contentOid'] },
  {
    method: 'POST',
    path: '/content/update',
    caller: 'admin',
    fields: ['metaData', 'discountSettings', 'contentStatus', 'contentOid'],
  },
  {
    method: 'DELETE',
    path: '/content',
    caller: 'admin',
    fields: ['creatorOid', 'contentOid', 'contentState'],
  },
  {
    method: 'GET',
    path: '/content/projected',
    caller: 'admin',
    fields: ['list', 'limit', 'offset', 'creatorOid'],
  },
  {
    method: 'GET',
    path: '/content/allstory',
    caller: 'none',
    fields: ['category', 'media', 'language', 'cursor', 'limit'],
  },
  {
    method: 'GET',
    path: '/content/creator/all-content-oids',
    caller: 'none',
    fields: ['creatorOid'],
  },
  {
    method: 'POST',
    path: '/content/scenario',
    caller: 'admin',
    fields: ['metaData', 'contentOid', 'contentStatus'],
  },
  { method: 'GET', path: '/content/download', caller: 'user', fields: ['contentOid'] },
  { method: 'GET', path: '/content/subtitle', caller: 'none', fields: ['contentOid', 'lang'] },
  { method: 'POST', path: '/content/view', caller: 'guest', fields: ['contentOid'] },
  { method: 'POST', path: '/content/history/play-count', caller: 'user', fields: ['contentOid'] },
  {
    method: 'POST',
    path: '/content/history/play-time',
    caller: 'user',
    fields: ['contentOid', 'time', 'position'],
  },
  {
    method: 'GET',
    path: '/content/curation/search-inputs',
    caller: 'none',
    fields: ['language'],
  },
  {
    method: 'GET',
    path: '/content/banners',
    caller: 'none',
    fields: ['placement', 'language', 'country'],
  },
  { method: 'POST', path: '/content/banners/impression', caller: 'guest', fields: ['bannerOids'] },
  { method: 'POST', path: '/content/banners/click', caller: 'guest', fields: ['bannerOid'] },
  { method: 'GET', path: '/content/events', caller: 'user', fields: ['page'] },
  { method: 'GET', path: '/content/event/recommendation', caller: 'user', fields: [] },
]
