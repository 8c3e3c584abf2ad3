import type { FuzzRoute } from '../../support/fuzz'

const NOBODY = 'e'.repeat(24)

/** Scenario calls with their real field names: the studio's document, the player, the rooms. */
export const scenarioFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: `/content/scenario/${NOBODY}/document`,
    caller: 'user',
    fields: ['document', 'version'],
  },
  {
    method: 'POST',
    path: `/content/scenario/${NOBODY}/publish`,
    caller: 'user',
    fields: ['version'],
  },
  {
    method: 'POST',
    path: `/content/scenario/${NOBODY}/choose`,
    caller: 'user',
    fields: ['pageId', 'optionId'],
  },
  {
    method: 'GET',
    path: `/content/scenario-media/${NOBODY}/start`,
    caller: 'none',
    fields: ['expires', 'signature'],
  },
  {
    method: 'POST',
    path: `/content/scenario-rooms/${NOBODY}/vote`,
    caller: 'user',
    fields: ['optionId', 'round'],
  },
]
