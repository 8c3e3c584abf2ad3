import type { FuzzRoute } from '../../support/fuzz'

/** Upload and asset calls with their real field names, as a user and as an admin. */
export const uploadsFuzz: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/upload/url',
    caller: 'admin',
    fields: ['key', 'filetype', 'numParts', 'access', 'context', 'contentOid', 'lang', 'region'],
  },
  {
    method: 'GET',
    path: '/upload/url',
    caller: 'user',
    fields: ['key', 'filetype', 'numParts', 'access', 'context', 'contentOid', 'lang', 'region'],
  },
  {
    method: 'PUT',
    path: '/upload/part',
    caller: 'none',
    fields: ['key', 'uploadId', 'partNumber', 'expires', 'signature'],
  },
  {
    method: 'GET',
    path: '/upload/object',
    caller: 'none',
    fields: ['key', 'expires', 'signature'],
  },
  {
    method: 'POST',
    path: '/upload/multipart/url/done',
    caller: 'user',
    fields: ['key', 'url', 'ETag'],
  },
  { method: 'GET', path: '/upload/multipart/parts', caller: 'user', fields: ['key'] },
  { method: 'POST', path: '/upload/multipart/done', caller: 'user', fields: ['key'] },
  { method: 'POST', path: '/upload/uploaddone', caller: 'user', fields: ['key'] },
  { method: 'GET', path: '/upload/exists', caller: 'user', fields: ['key'] },
  { method: 'GET', path: '/upload/privateasset', caller: 'admin', fields: ['key', 'ownerOid'] },
  {
    method: 'GET',
    path: '/upload/assetstatus/contentoid',
    caller: 'user',
    fields: ['contentOid', 'collectionName'],
  },
  { method: 'GET', path: '/upload/adminraw', caller: 'admin', fields: ['contentOid'] },
  { method: 'DELETE', path: '/upload/fileList', caller: 'user', fields: ['fileList', 'access'] },
  { method: 'POST', path: '/upload/purgePublicCDN', caller: 'user', fields: ['cacheKeys'] },
  { method: 'POST', path: '/upload/purgePrivateCDN', caller: 'user', fields: ['cacheKeys'] },
  { method: 'POST', path: '/upload/redivision', caller: 'user', fields: ['changeArray'] },
  {
    method: 'POST',
    path: '/upload/changeassetname',
    caller: 'user',
    fields: ['newName', 'prefix0', 'prefix1', 'hash'],
  },
  { method: 'GET', path: '/upload/pics/x', caller: 'none', fields: ['d', 'v'] },
  {
    method: 'GET',
    path: `/upload/thumbnail/${'a'.repeat(24)}_ko`,
    caller: 'none',
    fields: ['d', 'v'],
  },
]
