import type { FuzzRoute } from '../../support/fuzz'

const NOBODY = 'e'.repeat(24)

/** File-content calls with their real field names. */
export const filesFuzz: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/content/file-contents',
    caller: 'none',
    fields: ['creatorOid', 'before'],
  },
  {
    method: 'POST',
    path: '/content/file-content/write',
    caller: 'admin',
    fields: ['title', 'description', 'uploadKey', 'fileName', 'price', 'tiers'],
  },
  {
    method: 'POST',
    path: '/content/file-content/edit',
    caller: 'user',
    fields: ['fileOid', 'title', 'description', 'price', 'tiers'],
  },
  {
    method: 'POST',
    path: '/content/file-content',
    caller: 'user',
    fields: ['fileOid', 'operation'],
  },
  { method: 'DELETE', path: '/content/file-content', caller: 'user', fields: ['fileOid'] },
  { method: 'GET', path: '/content/file-content/comments', caller: 'none', fields: ['fileOid'] },
  {
    method: 'POST',
    path: `/content/file-content/${NOBODY}/coupon`,
    caller: 'user',
    fields: ['itemOid'],
  },
  {
    method: 'GET',
    path: `/content/file-content/${NOBODY}/file/${NOBODY}`,
    caller: 'none',
    fields: ['expires', 'signature'],
  },
]
