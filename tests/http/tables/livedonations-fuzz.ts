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
]
