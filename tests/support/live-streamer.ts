/** A livestreamer for HTTP tests: a fresh account with the creator and livestreamer roles. */
import { expect } from 'vitest'
import { grantRoles, type SignedIn, signUp } from './accounts'
import type { TestServer } from './test-server'

export async function signUpLivestreamer(server: TestServer, adminToken: string) {
  const streamer = await signUp(server)
  await grantRoles(server, adminToken, streamer.oid, ['creator', 'livestreamer'])
  return streamer
}

/** Sets the live's entry password (everyone may enter with it). */
export async function setLivePassword(server: TestServer, streamer: SignedIn, password: string) {
  const saved = await server.api('/live/entry', {
    token: streamer.token,
    body: {
      creatorOid: streamer.oid,
      entry: { mode: 'everyone', password, passwordRepeat: password },
    },
  })
  expect(saved.status, saved.text).toBe(200)
}
