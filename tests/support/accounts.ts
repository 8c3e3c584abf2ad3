/** Account helpers for HTTP tests: sign up through the real routes and the mailed code. */
import { expect } from 'vitest'
import type { TestServer } from './test-server'

export interface SignedIn {
  oid: string
  email: string
  nickname: string
  password: string
  token: string
}

let counter = 0

/** Registers through `/account/register` and `/register/confirm`, reading the code from the outbox. */
export async function signUp(
  server: TestServer,
  options: { email?: string; nickname?: string; password?: string; birthDate?: string } = {},
): Promise<SignedIn> {
  counter += 1
  const unique = `${process.pid}x${counter}`
  const email = options.email ?? `user${unique}@example.com`
  const nickname = options.nickname ?? `User${unique}`
  const password = options.password ?? 'Tale1oom-pass'
  const registered = await server.api('/account/register', {
    body: {
      email,
      password,
      passwordRepeat: password,
      nickname,
      birthDate: options.birthDate ?? '1990-05-01',
      agreePersonalData: true,
    },
  })
  expect(registered.status, registered.text).toBe(200)
  const code = codeFromMail(server, email)
  const confirmed = await server.api('/account/register/confirm', { body: { email, code } })
  expect(confirmed.status, confirmed.text).toBe(200)
  return { oid: confirmed.json.oid, email, nickname, password, token: confirmed.json.token }
}

export function codeFromMail(server: TestServer, email: string): string {
  const code = server.lastMailTo(email)?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`codeFromMail: no code mailed to ${email}`)
  return code
}

export async function logIn(server: TestServer, email: string, password: string): Promise<string> {
  const response = await server.api('/account/login', { body: { email, password } })
  expect(response.status, response.text).toBe(200)
  return response.json.token
}

/** Grants roles through the admin route (the admin is seeded). */
export async function grantRoles(
  server: TestServer,
  adminToken: string,
  userOid: string,
  roles: string[],
) {
  const response = await server.api('/account/admin/roles', {
    token: adminToken,
    body: { userOid, roles },
  })
  expect(response.status, response.text).toBe(200)
}

export const ADMIN_EMAIL = 'admin@taleloom.test'
export const ADMIN_PASSWORD = 'Admin-pass-2026'

/** Seeds the admin (and demo creator) and logs the admin in. */
export async function seedAdmin(server: TestServer): Promise<SignedIn> {
  await server.context.accounts.service.seed({
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
  })
  const response = await server.api('/account/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  expect(response.status, response.text).toBe(200)
  return {
    oid: response.json.oid,
    email: ADMIN_EMAIL,
    nickname: response.json.user.nickname,
    password: ADMIN_PASSWORD,
    token: response.json.token,
  }
}
