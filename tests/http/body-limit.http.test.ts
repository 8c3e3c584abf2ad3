/**
 * The request body ceiling over real HTTP, both ways a client can send a body: with a
 * declared length (checked from the header; the JSON is then read straight from the
 * socket) and streamed in chunks (counted as it arrives).
 */
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = (await signUp(server)).token
}, 60_000)

afterAll(async () => {
  await server?.close()
})

/** A POST whose body goes in `parts`, chunked (no content-length) or with its length. */
function post(
  path: string,
  parts: (string | Buffer)[],
  chunked: boolean,
  bearer?: string,
): Promise<{ status: number; body: string }> {
  const url = new URL(`/api${path}`, server.url)
  return new Promise((resolve, reject) => {
    const length = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0)
    const sent = request(
      url,
      {
        method: 'POST',
        // A connection of its own: the server closes one whose upload it refused.
        agent: false,
        headers: {
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
        },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    // The server may answer 413 before the whole body is sent and close the request.
    sent.on('error', (error) => reject(error))
    for (const part of parts) sent.write(part)
    sent.end()
  })
}

describe('the request body ceiling (1 MB by default)', () => {
  it('reads a JSON body sent with its length or in chunks the same', async () => {
    for (const chunked of [false, true]) {
      const guest = await post('/account/guest', ['{', '}'], chunked)
      expect(guest.status, guest.body).toBe(200)
      expect(JSON.parse(guest.body).guestDeviceId).toMatch(/\S/)
      const broken = await post('/account/guest', ['{"a":'], chunked)
      expect(broken.status).toBe(400)
      expect(JSON.parse(broken.body).code).toBe('INVALID_JSON')
    }
  })

  it('refuses a larger body with 413 and the precise text, declared or streamed', async () => {
    const big = `{"text":"${'x'.repeat(1024 * 1024)}"}`
    for (const chunked of [false, true]) {
      const parts = chunked ? [big.slice(0, 600_000), big.slice(600_000)] : [big]
      const refused = await post('/account/guest', parts, chunked).catch(() => null)
      // A declared length is refused from its header; a streamed body once the count passes
      // the ceiling, and the server may then reset the rest of the upload: a refusal too.
      if (!refused && chunked) continue
      if (!refused) throw new Error('the declared-length upload got no answer')
      expect(refused.status).toBe(413)
      expect(JSON.parse(refused.body)).toMatchObject({
        error: 'The request body is too large.',
        code: 'PAYLOAD_TOO_LARGE',
      })
    }
  })
})

describe('what a caller without a session may send', () => {
  const padded = (bytes: number) => `{"padding":"${'x'.repeat(bytes)}"}`

  /**
   * A POST of a `bytes`-long body that waits for the answer before sending all of it: the
   * declared length alone (refused from the header), or 70 KB streamed (refused by count).
   */
  function answerMidUpload(
    path: string,
    bytes: number,
    chunked: boolean,
    bearer?: string,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const sent = request(
        new URL(`/api${path}`, server.url),
        {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
            ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes) }),
          },
        },
        (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk) => {
            body += chunk
          })
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body })
            sent.destroy()
          })
        },
      )
      sent.on('error', reject)
      if (chunked) sent.write(padded(bytes).slice(0, 70_000))
      else sent.flushHeaders()
    })
  }

  it('refuses a body over 64 KB with 413 unless the caller is signed in', async () => {
    for (const chunked of [false, true]) {
      // The answer comes before the rest of the body is sent: the upload is not reset.
      const anonymous = await answerMidUpload('/account/guest', 100_000, chunked)
      expect(anonymous.status, anonymous.body).toBe(413)
      expect(JSON.parse(anonymous.body).code).toBe('PAYLOAD_TOO_LARGE')
      // A made-up token is no session: the same ceiling.
      const forged = await answerMidUpload('/account/guest', 100_000, chunked, 'f'.repeat(40))
      expect(forged.status, forged.body).toBe(413)
      const signedIn = await post('/story-chat/convert/credit', [padded(100_000)], chunked, token)
      expect(signedIn.status, signedIn.body).toBe(400)
      expect(JSON.parse(signedIn.body).code).toBe('MISSING_PARAMETERS')
    }
    const small = await post('/account/guest', [padded(30_000)], false)
    expect(small.status, small.body).toBe(200)
  })

  it('refuses JSON nested deeper than 64 levels with 400, before parsing it', async () => {
    const deep = `${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`
    for (const chunked of [false, true]) {
      const refused = await post('/story-chat/convert/credit', [deep], chunked, token)
      expect(refused.status, refused.body).toBe(400)
      expect(JSON.parse(refused.body)).toMatchObject({
        code: 'JSON_TOO_DEEP',
        error: 'The request body is nested deeper than 64 levels.',
      })
    }
  })

  it('refuses malformed UTF-8 and lone surrogates with 400 instead of replacing them', async () => {
    const malformed = Buffer.concat([
      Buffer.from('{"nickname":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ])
    for (const chunked of [false, true]) {
      const refused = await post('/account/guest', [malformed], chunked)
      expect(refused.status, refused.body).toBe(400)
      expect(JSON.parse(refused.body)).toMatchObject({
        code: 'INVALID_UTF8',
        error: 'The request body is not valid UTF-8.',
      })
    }
    const surrogate = await post('/account/guest', ['{"nickname":"\\ud800"}'], false)
    expect(surrogate.status, surrogate.body).toBe(400)
    expect(JSON.parse(surrogate.body).code).toBe('INVALID_TEXT')
  })
})
