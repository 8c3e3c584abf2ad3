/**
 * Display nicknames reach readers through the accounts' bulk look-up: `toGrab` naming
 * `multiLangNick` answers each user's names by language (the player picks the reader's,
 * `player/catalogue/display-nickname.ts`); without it the answer is as before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedIn, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('display nicknames in the bulk look-up', (engine) => {
  let server: TestServer
  let mina: SignedIn
  let plain: SignedIn
  beforeAll(async () => {
    server = await startTestServer({ engine })
    mina = await signUp(server)
    plain = await signUp(server)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const bulk = (toGrab?: string) =>
    server.api('/account/bulkgetusers', {
      query: { users: `${mina.oid}|${plain.oid}`, ...(toGrab ? { toGrab } : {}) },
    })

  it('answers the names by language only when asked for', async () => {
    const suffix = mina.oid.slice(-6)
    for (const [language, nickname] of [
      ['ko', `미나${suffix}`],
      ['jp', `ミナ${suffix}`],
    ]) {
      const set = await server.api('/account/nickname/global', {
        token: mina.token,
        body: { language, nickname },
      })
      expect(set.status, set.text).toBe(200)
    }
    const asked = await bulk('nickname|multiLangNick')
    expect(asked.status, asked.text).toBe(200)
    expect(asked.json.users).toEqual([
      {
        oid: mina.oid,
        nickname: expect.any(String),
        multiLangNick: { ko: `미나${suffix}`, jp: `ミナ${suffix}` },
      },
      { oid: plain.oid, nickname: expect.any(String), multiLangNick: {} },
    ])
    const names = await bulk('nickname')
    expect(names.json.users[0]).toEqual({ oid: mina.oid, nickname: expect.any(String) })
    const everything = await bulk()
    expect(everything.json.users[0]).not.toHaveProperty('multiLangNick')
  })
})
