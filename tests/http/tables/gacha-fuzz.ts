import type { FuzzRoute } from '../../support/fuzz'

/** Gacha calls with their real field names, as a signed-in user and as a visitor. */
export const gachaFuzz: FuzzRoute[] = [
  { method: 'GET', path: `/content/gacha/${'e'.repeat(24)}`, caller: 'none', fields: [] },
  {
    method: 'POST',
    path: `/content/gacha/${'e'.repeat(24)}/pull`,
    caller: 'user',
    fields: ['count', 'idempotencyKey'],
  },
  { method: 'GET', path: '/content/gacha-record', caller: 'user', fields: ['gachaOid', 'before'] },
  { method: 'GET', path: '/content/gacha-title', caller: 'none', fields: ['creatorOid'] },
  {
    method: 'POST',
    path: '/content/gacha',
    caller: 'user',
    fields: ['gachaOid', 'title', 'description', 'imageUrl', 'coins', 'profitRate', 'items'],
  },
  {
    method: 'POST',
    path: `/content/gacha/${'e'.repeat(24)}/hide`,
    caller: 'user',
    fields: ['hidden'],
  },
  { method: 'GET', path: '/content/gacha-usage', caller: 'user', fields: ['from', 'to'] },
]
