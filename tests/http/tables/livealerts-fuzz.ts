import type { FuzzRoute } from '../../support/fuzz'

/** Spoken alerts and overlay routes with their real field names. */
export const livealertsFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/live/tts/voices', caller: 'none', fields: ['creatorOid'] },
  {
    method: 'GET',
    path: '/live/tts/url',
    caller: 'admin',
    fields: ['donationOid', 'creatorOid', 'sig', 'exp'],
  },
  {
    method: 'POST',
    path: '/live/admin/tts/voice',
    caller: 'admin',
    fields: ['voiceId', 'modelId', 'name', 'price', 'langs', 'use', 'icon', 'sample'],
  },
  { method: 'DELETE', path: '/live/admin/tts/voice', caller: 'admin', fields: ['voiceId'] },
  {
    method: 'POST',
    path: '/live/admin/tts/voices/order',
    caller: 'admin',
    fields: ['voicesOrder'],
  },
  { method: 'GET', path: '/live/admin/live-token-set', caller: 'admin', fields: ['livestreamOid'] },
  {
    method: 'POST',
    path: '/live/overlay/url',
    caller: 'admin',
    fields: ['creatorOid', 'regenerate'],
  },
  {
    method: 'POST',
    path: '/live/overlay/settings',
    caller: 'admin',
    fields: ['creatorOid', 'alertImage', 'alertMinCoin'],
  },
  {
    method: 'GET',
    path: '/live/overlay/session',
    caller: 'none',
    fields: ['creatorOid', 'sig', 'exp'],
  },
  {
    method: 'POST',
    path: '/live/overlay/views',
    caller: 'none',
    fields: ['creatorOid', 'sig', 'exp', 'donationOid'],
  },
  {
    method: 'POST',
    path: '/live/test/donation',
    caller: 'admin',
    fields: ['creatorOid', 'donationData'],
  },
]
