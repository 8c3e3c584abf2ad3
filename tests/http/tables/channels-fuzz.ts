import type { FuzzRoute } from '../../support/fuzz'

/** Channels routes with their real field names; a rejected request changes nothing. */
export const channelsFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/account/creator/register',
    caller: 'user',
    fields: ['agreeTerms', 'agreeFeeTerms', 'customUrl'],
  },
  {
    method: 'POST',
    path: '/account/channel/settings',
    caller: 'user',
    fields: ['tabs', 'socialLinks', 'hideFanList', 'hideCoinAmounts', 'intro', 'customUrl'],
  },
  {
    method: 'POST',
    path: '/account/admin/channel/partner-level',
    caller: 'admin',
    fields: ['creatorOid', 'partnerLevel'],
  },
  { method: 'GET', path: '/account/subscription_tiers', caller: 'none', fields: ['creatorOid'] },
  {
    method: 'POST',
    path: '/account/modify/subscription_tiers',
    caller: 'admin',
    fields: ['mode', 'tier', 'tierHash', 'otherTierHash'],
  },
  { method: 'POST', path: '/account/follow', caller: 'user', fields: ['creatorOid', 'follow'] },
  {
    method: 'POST',
    path: '/account/subscribefree',
    caller: 'user',
    fields: ['creatorOid', 'tierHash'],
  },
  { method: 'POST', path: '/account/unsubscribe', caller: 'user', fields: ['creatorOid'] },
  { method: 'POST', path: '/account/unsubscribe/revoke', caller: 'user', fields: ['creatorOid'] },
  {
    method: 'POST',
    path: '/account/donate',
    caller: 'user',
    fields: ['creatorOid', 'coins', 'message', 'requestId'],
  },
  { method: 'GET', path: '/content/channel', caller: 'none', fields: ['customUrl', 'oid'] },
  {
    method: 'GET',
    path: '/content/fanlist',
    caller: 'none',
    fields: ['creatorOid', 'type', 'count'],
  },
]
