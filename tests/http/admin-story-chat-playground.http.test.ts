/**
 * The admin playground and AI chat over HTTP, against the local stand-in of an
 * OpenAI-compatible provider: the catalogue's models with a player's price, one reply with
 * the provider's token counts and timing, a conversation sent whole, nothing stored or
 * charged, each run logged once; bad input, a failing provider and other callers refused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { type FakeUpstream, startFakeUpstream } from '../support/fake-upstream'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin playground', (engine) => {
  let world: MatrixWorld
  let upstream: FakeUpstream
  let admin: string
  let livestreamer: SignedIn

  beforeAll(async () => {
    upstream = await startFakeUpstream({ kind: 'texts', texts: ['The lamp ', 'is lit.'] })
    world = await createMatrixWorld(
      await startTestServer({
        engine,
        env: { OPENAI_COMPATIBLE_BASE_URL: upstream.openaiBaseURL },
      }),
    )
    admin = world.users.admin.token
    livestreamer = await signUp(world.server)
    await grantRoles(world.server, admin, livestreamer.oid, ['user', 'livestreamer'])
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
    await upstream?.close()
  })

  const run = (body: Record<string, unknown>, token = admin) =>
    world.server.api('/story-chat/admin/playground', { token, body })
  const runs = async () => {
    const log = await world.server.api('/admin/audit-log', {
      token: admin,
      query: { actor: world.users.admin.oid },
    })
    return log.json.entries.filter(
      (entry: { action: string }) => entry.action === 'chat-playground.run',
    )
  }

  it('lists every catalogue model with what a player’s turn on it costs', async () => {
    const response = await world.server.api('/story-chat/admin/models', { token: admin })
    expect(response.status, response.text).toBe(200)
    const ids = response.json.models.map((model: { id: string }) => model.id)
    expect(ids).toEqual(expect.arrayContaining(['gemini', 'local', 'offline']))
    expect(response.json.models.find((model: { id: string }) => model.id === 'local')).toEqual(
      expect.objectContaining({ provider: 'openai-compatible', offline: false, credits: 5 }),
    )
  })

  it('runs one reply on the provider, measured, and logs the run once', async () => {
    const before = (await runs()).length
    const response = await run({
      model: 'local',
      systemPrompt: 'You are a lighthouse keeper.',
      messages: [{ role: 'user', text: 'Is the lamp lit?' }],
    })
    expect(response.status, response.text).toBe(200)
    expect(response.json).toMatchObject({
      text: 'The lamp is lit.',
      model: { id: 'local', offline: false },
      credits: 5,
    })
    expect(response.json.usage.inputTokens).toBeGreaterThan(0)
    expect(response.json.usage.outputTokens).toBeGreaterThan(0)
    expect(response.json.latencyMs).toBeGreaterThanOrEqual(response.json.firstTextMs)
    // The provider got the system prompt, then the conversation, in its own wire format.
    expect(upstream.requests.at(-1)?.body).toMatchObject({
      messages: [
        { role: 'system', content: 'You are a lighthouse keeper.' },
        { role: 'user', content: 'Is the lamp lit?' },
      ],
    })
    const logged = await runs()
    expect(logged).toHaveLength(before + 1)
    expect(logged[0].after).toMatchObject({ model: 'local', messages: 1, credits: 5 })
  })

  it('sends a conversation whole, with no system prompt when none is given', async () => {
    const response = await run({
      model: 'local',
      messages: [
        { role: 'user', text: 'Hello' },
        { role: 'assistant', text: 'Good evening.' },
        { role: 'user', text: 'Is the lamp lit?' },
      ],
    })
    expect(response.status, response.text).toBe(200)
    const sent = upstream.requests.at(-1)?.body as { messages: Array<{ role: string }> }
    expect(sent.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user'])
  })

  it('refuses bad input, a failing provider and other callers, logging nothing', async () => {
    const before = (await runs()).length
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ model: 'nope', messages: [{ role: 'user', text: 'x' }] }, 400, 'Unknown model: nope'],
      [{ model: 'local', messages: [] }, 400, 'Too small: expected array to have >=1 items'],
      [
        { model: 'local', messages: [{ role: 'assistant', text: 'x' }] },
        400,
        'The last message must be the admin’s',
      ],
      [{ model: 'local', messages: [{ role: 'user', text: '  ' }] }, 400, 'A message is empty'],
    ]
    for (const [body, status, error] of cases) {
      const response = await run(body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      expect(response.json.error).toBe(error)
    }
    upstream.behaviour = { kind: 'texts', texts: ['The lamp '], cutAfter: 1 }
    const cut = await run({ model: 'local', messages: [{ role: 'user', text: 'Hello' }] })
    expect(cut.status).toBe(502)
    expect(cut.json.code).toBe('PLAYGROUND_MODEL_FAILED')
    upstream.behaviour = { kind: 'texts', texts: ['The lamp ', 'is lit.'] }
    for (const token of [world.users.userA.token, world.users.creator.token, livestreamer.token]) {
      const refused = await run({ model: 'local', messages: [{ role: 'user', text: 'x' }] }, token)
      expect(refused.status).toBe(403)
    }
    expect(await runs()).toHaveLength(before)
  })
})
