import type { FuzzRoute } from '../../support/fuzz'

/** Live donation routes with their real field names. */
export const livedonationsFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/live/donation',
    caller: 'admin',
    fields: ['creatorOid', 'donationData', 'key', 'dataOrigin', 'isHiddenName', 'mixpanel'],
  },
  { method: 'GET', path: '/live/donation/options', caller: 'none', fields: ['creatorOid', 'key'] },
  {
    method: 'POST',
    path: '/live/donation/options',
    caller: 'admin',
    fields: ['creatorOid', 'donationOptions', 'donationType'],
  },
  { method: 'POST', path: '/live/donation/pin', caller: 'admin', fields: ['donationOid'] },
  { method: 'POST', path: '/live/donation/views', caller: 'admin', fields: ['donationOid'] },
  {
    method: 'POST',
    path: '/live/donation/stop',
    caller: 'admin',
    fields: ['creatorOid', 'donationType', 'autoPlay'],
  },
  {
    method: 'GET',
    path: '/live/donations',
    caller: 'admin',
    fields: ['creatorOid', 'startDate', 'endDate'],
  },
  { method: 'GET', path: '/live/donation/ranking', caller: 'none', fields: ['creatorOid'] },
  {
    method: 'POST',
    path: '/live/donation/mission',
    caller: 'admin',
    fields: ['creatorOid', 'missionData', 'key', 'dataOrigin', 'isHiddenName', 'mixpanel'],
  },
  {
    method: 'GET',
    path: '/live/donation/missions/active',
    caller: 'none',
    fields: ['creatorOid', 'key'],
  },
  { method: 'GET', path: '/live/donation/mission', caller: 'none', fields: ['missionOid'] },
  {
    method: 'POST',
    path: '/live/donation/mission/coin/append',
    caller: 'admin',
    fields: ['missionOid', 'coin', 'key', 'isHiddenName'],
  },
  {
    method: 'POST',
    path: '/live/donation/mission/status',
    caller: 'admin',
    fields: ['missionOid', 'status', 'key', 'mixpanel'],
  },
  {
    method: 'GET',
    path: '/live/admin/revenue/total/tickets',
    caller: 'admin',
    fields: ['startDate', 'endDate'],
  },
  {
    method: 'GET',
    path: '/live/admin/revenue/total/donations',
    caller: 'admin',
    fields: ['startDate', 'endDate'],
  },
  {
    method: 'GET',
    path: '/live/revenue/tickets',
    caller: 'admin',
    fields: ['creatorOid', 'startDate', 'endDate'],
  },
  {
    method: 'GET',
    path: '/live/revenue/donations',
    caller: 'admin',
    fields: ['creatorOid', 'startDate', 'endDate'],
  },
  { method: 'GET', path: '/live/sponsored/creators', caller: 'admin', fields: ['userOid'] },
  {
    method: 'POST',
    path: '/live/admin/donation/external',
    caller: 'admin',
    fields: ['creatorOid', 'coin', 'key', 'source', 'content'],
  },
]
