/**
 * A live's entry password (a 4-digit PIN, say) is tried at most the policy's number of
 * times per viewer and minute, also when the guesses come all at once: each try is
 * counted before the password is hashed and compared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movableClock } from '../../platform/accounts/testing'
import { PASSWORD_TRIES_PER_MINUTE } from '../../platform/live/entry'
import { type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { setLivePassword, signUpLivestreamer } from '../support/live-streamer'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = movableClock(new Date('2026-07-01T20:00:00Z'))
let server: TestServer
let streamer: SignedIn
let viewer: SignedIn

beforeAll(async () => {
  server = await startTestServer({ clock })
  const admin = await seedAdmin(server)
  streamer = await signUpLivestreamer(server, admin.token)
  viewer = await signUp(server)
  await setLivePassword(server, streamer, '4271')
})
afterAll(async () => {
  await server?.close()
})

const play = (key: string) =>
  server.api('/live/play', { token: viewer.token, query: { creatorOid: streamer.oid, key } })

describe('live password guesses', () => {
  it(`checks exactly ${PASSWORD_TRIES_PER_MINUTE} of 60 concurrent wrong guesses`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => play(String(1000 + index))),
    )
    const codes = answers.map((answer) => answer.json.code)
    expect(codes.filter((code) => code === 'LIVE_PASSWORD_INCORRECT')).toHaveLength(
      PASSWORD_TRIES_PER_MINUTE,
    )
    expect(codes.filter((code) => code === 'LIVE_PASSWORD_TRIES')).toHaveLength(
      60 - PASSWORD_TRIES_PER_MINUTE,
    )
    // The right one waits out the minute too.
    expect((await play('4271')).json.code).toBe('LIVE_PASSWORD_TRIES')
    clock.advance(61_000)
    const entered = await play('4271')
    expect(entered.status, entered.text).toBe(200)
    expect(entered.json.entryToken).toEqual(expect.any(String))
  })
})
