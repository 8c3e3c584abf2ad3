import type { FuzzRoute } from '../../support/fuzz'

const NOBODY = 'e'.repeat(24)

/** A character's direct chat calls with their real field names (docs/CHARACTER-DM.md). */
export const characterDmFuzz: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/story-chat/character-dm/setting',
    caller: 'user',
    fields: ['contentOid'],
  },
  {
    method: 'PUT',
    path: '/story-chat/character-dm/setting',
    caller: 'user',
    fields: ['contentOid', 'enabled', 'characterId', 'priceCredits', 'freeTierHashes'],
  },
  { method: 'GET', path: '/story-chat/character-dm/offer', caller: 'user', fields: ['contentOid'] },
  {
    method: 'POST',
    path: '/story-chat/character-dm/rooms',
    caller: 'user',
    fields: ['contentOid'],
  },
  {
    method: 'GET',
    path: '/story-chat/character-dm/memories',
    caller: 'user',
    fields: ['contentOid'],
  },
  {
    method: 'PUT',
    path: '/story-chat/character-dm/memory-setting',
    caller: 'user',
    fields: ['contentOid', 'enabled'],
  },
  {
    method: 'DELETE',
    path: `/story-chat/character-dm/memories/${NOBODY}`,
    caller: 'user',
    fields: [],
  },
]
