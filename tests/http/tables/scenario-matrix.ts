/**
 * Scenario rows of the role × route matrix. The studio's document calls need a signed-in
 * user and answer a scenario nobody made (or another creator's) 404; the player and the
 * multiplay rooms take a user or a guest device; a page's media address is its own key.
 * Real scenarios, their owners and their locks: platform/content/scenarios/scenarios.store.test.ts.
 */
import {
  allActors,
  publicRoute,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
const viewerRoute = (status: number): RouteCase['expect'] => ({
  ...allActors(status),
  anonymous: 401,
})
const document = { schemaVersion: 1, start: null, variables: [], pages: [] }

export const scenarioMatrix: RouteCase[] = [
  { method: 'GET', path: `/content/scenario/${NOBODY}/document`, expect: userRoute(404) },
  {
    method: 'POST',
    path: `/content/scenario/${NOBODY}/document`,
    request: () => ({ body: { document, version: 0 } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: `/content/scenario/${NOBODY}/publish`,
    request: () => ({ body: { version: 1 } }),
    expect: userRoute(404),
  },
  { method: 'GET', path: `/content/scenario/${NOBODY}/play`, expect: viewerRoute(404) },
  {
    method: 'POST',
    path: `/content/scenario/${NOBODY}/choose`,
    request: () => ({ body: { pageId: 'start', optionId: 'go' } }),
    expect: viewerRoute(404),
  },
  { method: 'POST', path: `/content/scenario/${NOBODY}/restart`, expect: viewerRoute(404) },
  {
    method: 'GET',
    path: `/content/scenario-media/${NOBODY}/start`,
    note: 'an address nobody signed',
    request: () => ({ query: { expires: '4102444800', signature: 'forged' } }),
    expect: publicRoute(404),
  },
  { method: 'POST', path: `/content/scenario/${NOBODY}/rooms`, expect: viewerRoute(404) },
  { method: 'GET', path: `/content/scenario-rooms/${NOBODY}`, expect: viewerRoute(404) },
  { method: 'POST', path: `/content/scenario-rooms/${NOBODY}/join`, expect: viewerRoute(404) },
  { method: 'POST', path: `/content/scenario-rooms/${NOBODY}/leave`, expect: viewerRoute(404) },
  {
    method: 'POST',
    path: `/content/scenario-rooms/${NOBODY}/vote`,
    request: () => ({ body: { optionId: 'go', round: 1 } }),
    expect: viewerRoute(404),
  },
]
