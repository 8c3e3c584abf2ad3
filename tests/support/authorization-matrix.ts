/**
 * The role × route matrix: every route, called as each kind of caller, must answer the
 * status the table says, and no response may carry another user's private data.
 * Areas add their rows (RouteCase[]) in tests/http/ and run them with `runAuthorizationMatrix`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantRoles, logIn, type SignedIn, seedAdmin, signUp } from './accounts'
import { startTestServer, type TestServer } from './test-server'

export const ACTORS = ['anonymous', 'guest', 'userA', 'userB', 'creator', 'admin'] as const
export type Actor = (typeof ACTORS)[number]
export type UserActor = Exclude<Actor, 'anonymous' | 'guest'>

export interface MatrixWorld {
  server: TestServer
  users: Record<UserActor, SignedIn>
  guestDeviceId: string
  /** A fresh value per call, for bodies that must not collide (e-mails, URLs). */
  unique(): string
}

export interface RouteRequest {
  body?: unknown
  rawBody?: { bytes: Uint8Array; contentType: string }
  query?: Record<string, string | number | boolean>
}

export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string | ((world: MatrixWorld, actor: Actor) => string)
  /** What this caller sends; the same for everyone when omitted. */
  request?: (world: MatrixWorld, actor: Actor) => RouteRequest
  /** Expected status (or any of several) per caller. */
  expect: Record<Actor, number | number[]>
  /** Log in anew before the call (routes that end the session, like logout). */
  freshSession?: boolean
  /** A short note shown in the test name. */
  note?: string
}

/** Statuses for the common shapes: open to all, signed-in users, admins only. */
export const publicRoute = (status = 200): RouteCase['expect'] => allActors(status)
export const userRoute = (status: number | number[] = 200): RouteCase['expect'] => ({
  ...allActors(status),
  anonymous: 401,
  guest: 401,
})
export const adminRoute = (status = 200): RouteCase['expect'] => ({
  anonymous: 401,
  guest: 401,
  userA: 403,
  userB: 403,
  creator: 403,
  admin: status,
})
export function allActors(status: number | number[]): RouteCase['expect'] {
  return Object.fromEntries(ACTORS.map((actor) => [actor, status])) as RouteCase['expect']
}

export async function createMatrixWorld(server: TestServer): Promise<MatrixWorld> {
  let counter = 0
  const admin = await seedAdmin(server)
  const creator = await signUp(server)
  await grantRoles(server, admin.token, creator.oid, ['creator'])
  const guest = await server.api('/account/guest', { body: {} })
  return {
    server,
    users: { userA: await signUp(server), userB: await signUp(server), creator, admin },
    guestDeviceId: guest.json.guestDeviceId,
    unique() {
      counter += 1
      return `${Date.now().toString(36)}${counter}`
    },
  }
}

async function credentialsFor(world: MatrixWorld, actor: Actor, fresh: boolean) {
  if (actor === 'anonymous') return {}
  if (actor === 'guest') return { guestDeviceId: world.guestDeviceId }
  const user = world.users[actor]
  return { token: fresh ? await logIn(world.server, user.email, user.password) : user.token }
}

/** Private values of the other users, which must never appear in this caller's responses. */
function secretsHiddenFrom(world: MatrixWorld, actor: Actor): string[] {
  if (actor === 'admin') return []
  return (Object.keys(world.users) as UserActor[])
    .filter((other) => other !== actor)
    .flatMap((other) => [world.users[other].email, world.users[other].token])
}

export function runAuthorizationMatrix(title: string, cases: RouteCase[]) {
  describe(title, () => {
    let world: MatrixWorld
    beforeAll(async () => {
      world = await createMatrixWorld(await startTestServer())
    })
    afterAll(async () => {
      await world?.server.close()
    })

    for (const route of cases) {
      const label = typeof route.path === 'string' ? route.path : route.path.name || 'path'
      it(`${route.method} ${label}${route.note ? ` (${route.note})` : ''}`, async () => {
        for (const actor of ACTORS) {
          const path = typeof route.path === 'string' ? route.path : route.path(world, actor)
          const request = route.request?.(world, actor) ?? {}
          const response = await world.server.api(path, {
            method: route.method,
            ...(request.body === undefined && route.method !== 'GET' ? { body: {} } : {}),
            ...request,
            ...(await credentialsFor(world, actor, !!route.freshSession)),
          })
          const expected = route.expect[actor]
          const allowed = Array.isArray(expected) ? expected : [expected]
          expect(
            allowed,
            `${route.method} ${path} as ${actor}: ${response.status} ${response.text.slice(0, 200)}`,
          ).toContain(response.status)
          for (const secret of secretsHiddenFrom(world, actor)) {
            expect(
              response.text.includes(secret),
              `${path} as ${actor} leaked another user's data`,
            ).toBe(false)
          }
        }
      })
    }
  })
}
