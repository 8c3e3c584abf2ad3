/**
 * The profile image over HTTP: a png or jpg under 300 KB (the spec) becomes the account's
 * image, shown to everyone; a larger file, another type or a JSON body is refused and changes
 * nothing; removing it brings the initial back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { type SignedIn, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('profile images', (engine) => {
  let server: TestServer
  let user: SignedIn
  beforeAll(async () => {
    server = await startTestServer({ engine })
    user = await signUp(server)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const upload = (bytes: Uint8Array, contentType = 'image/png', token = user.token) =>
    server.api('/account/profile-image', { token, rawBody: { bytes, contentType } })
  const shown = async () =>
    (await server.api('/account/getuser', { query: { userOid: user.oid } })).json.user
      .profileImageKey as string | null

  it('stores a png under 300 KB and shows it to everyone', async () => {
    const png = solidPng(64, 64, [200, 80, 40])
    const answer = await upload(png)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json.profileImageKey).toMatch(/^\/api\/story-chat\/asset\/[0-9a-f]{64}$/)
    expect(await shown()).toBe(answer.json.profileImageKey)
    const image = await fetch(`${server.url}${answer.json.profileImageKey}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(png))
  })

  it('refuses 300 KB, another type and a JSON body, keeping the image', async () => {
    const before = await shown()
    const big = new Uint8Array(300 * 1024)
    big.set(solidPng(8, 8, [0, 0, 0]))
    const tooLarge = await upload(big)
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.json.error).toBe('The profile image must be under 300 KB.')
    const gif = await upload(new TextEncoder().encode('GIF89a not really'), 'image/gif')
    expect(gif.status).toBe(415)
    expect(gif.json).toMatchObject({ code: 'IMAGE_TYPE_UNSUPPORTED' })
    const json = await server.api('/account/profile-image', {
      token: user.token,
      body: { image: 'x' },
    })
    expect(json.status).toBe(400)
    expect(json.json).toMatchObject({ code: 'IMAGE_BODY_EXPECTED' })
    const signedOut = await upload(solidPng(8, 8, [1, 2, 3]), 'image/png', '')
    expect(signedOut.status).toBe(401)
    expect(await shown()).toBe(before)
  })

  it('removes the image', async () => {
    const removed = await server.api('/account/profile-image', {
      method: 'DELETE',
      token: user.token,
    })
    expect(removed.status, removed.text).toBe(200)
    expect(removed.json).toEqual({ profileImageKey: null })
    expect(await shown()).toBeNull()
  })
})
