/**
 * Story-chat streaming through the server against a loopback Gemini-format upstream that
 * streams 500 chunks, in one run on the same machine:
 *  - overhead to the first SSE byte and to the first text (minus the upstream's own
 *    first-chunk time measured directly), per turn on the demo story;
 *  - relay: chunks/s and MB/s through the server vs a direct AI SDK client of the upstream.
 * The server runs in this process (sequential requests: latency, not load).
 */
import { createGoogleGenerativeAI } from '@ai-sdk/google'
import { streamText } from 'ai'
import { fixtureStories } from '../../fixtures/stories'
import { seedAdmin, signUp } from '../support/accounts'
import { startFakeUpstream } from '../support/fake-upstream'
import { startTestServer } from '../support/test-server'

const TURNS = Number(process.env.BENCH_TURNS ?? 60)
const CHUNKS = 500
const CHUNK_TEXT = 'lorem ipsum dolor sit amet, '

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function main() {
  const upstream = await startFakeUpstream({ kind: 'chunks', count: CHUNKS, chunkText: CHUNK_TEXT })
  const server = await startTestServer({
    env: {
      GOOGLE_GENERATIVE_AI_API_KEY: 'bench-key',
      GOOGLE_GENERATIVE_AI_BASE_URL: upstream.googleBaseURL,
      TALELOOM_ARGON2_MEMORY_KIB: '1024',
      TALELOOM_ARGON2_ITERATIONS: '1',
    },
  })
  const admin = await seedAdmin(server)
  const writer = await signUp(server)
  await server.api('/account/admin/roles', {
    token: admin.token,
    body: { userOid: writer.oid, roles: ['creator', 'user'] },
  })
  const demo = fixtureStories[0]!
  const created = await server.api('/story-chat/chat-content', {
    token: writer.token,
    body: { requestType: 'create', metadata: demo.metadata },
  })
  const contentOid = created.json.contentOid as string
  await server.api('/story-chat/chat-canvas', {
    token: writer.token,
    body: { contentOid, canvas: demo.canvas, version: 0 },
  })
  await server.api('/story-chat/chat-content', {
    token: writer.token,
    body: { requestType: 'upload', contentOid },
  })
  // Turns are rate-limited per user (30 a minute), so the bench spreads them over players.
  const players: Array<{ oid: string; token: string }> = []
  for (let index = 0; index < Math.ceil(TURNS / 25); index += 1) {
    const player = await signUp(server)
    await server.context.wallet.service.grant({
      key: `bench-${index}`,
      userOid: player.oid,
      kind: 'credits',
      amount: 1_000_000,
    })
    players.push(player)
  }

  // Direct: the upstream's own first-chunk time and relay rate, through the same AI SDK client.
  const google = createGoogleGenerativeAI({ apiKey: 'bench-key', baseURL: upstream.googleBaseURL })
  const directFirst: number[] = []
  const directTotal: number[] = []
  for (let turn = 0; turn < TURNS; turn += 1) {
    const started = performance.now()
    let first = 0
    const result = streamText({ model: google('gemini-2.5-flash'), prompt: 'hello', maxRetries: 0 })
    for await (const delta of result.textStream) {
      if (!first && delta) first = performance.now() - started
    }
    directFirst.push(first)
    directTotal.push(performance.now() - started)
  }

  const firstByte: number[] = []
  const firstText: number[] = []
  const total: number[] = []
  let bytes = 0
  for (let turn = 0; turn < TURNS; turn += 1) {
    const player = players[Math.floor(turn / 25)]!
    const room = await server.api('/story-chat/chat-room', {
      token: player.token,
      body: { contentOid },
    })
    const started = performance.now()
    const response = await fetch(
      `${server.url}/api/story-chat/chat-room/${room.json.room.roomOid}/message`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({ message: `Turn ${turn}: I look around the lighthouse.` }),
      },
    )
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    let gotByte = false
    let gotText = false
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (!gotByte) {
        firstByte.push(performance.now() - started)
        gotByte = true
      }
      bytes += value.byteLength
      text += decoder.decode(value, { stream: true })
      if (!gotText && text.includes('event: text-delta')) {
        firstText.push(performance.now() - started)
        gotText = true
      }
    }
    total.push(performance.now() - started)
    if (!text.includes('event: message-end'))
      throw new Error(`turn ${turn} did not end: ${text.slice(-300)}`)
  }
  await server.close()
  await upstream.close()

  const upstreamFirst = percentile(directFirst, 50)
  const overheadFirstText = firstText.map((value) => value - upstreamFirst)
  const relayDirect = CHUNKS / (percentile(directTotal, 50) / 1000)
  const relayServer = CHUNKS / (percentile(total, 50) / 1000)
  const megabytesPerSecond = bytes / TURNS / (percentile(total, 50) / 1000) / 1e6
  console.log(
    `${TURNS} turns on the demo story, ${CHUNKS}-chunk Gemini-format upstream on loopback\n`,
  )
  console.log('| measure | p50 ms | p99 ms |')
  console.log('|---|---|---|')
  console.log(
    `| upstream first chunk, direct client | ${percentile(directFirst, 50).toFixed(2)} | ${percentile(directFirst, 99).toFixed(2)} |`,
  )
  console.log(
    `| request → first SSE byte (message-start, before the upstream is called) | ${percentile(firstByte, 50).toFixed(2)} | ${percentile(firstByte, 99).toFixed(2)} |`,
  )
  console.log(
    `| request → first text-delta, minus the upstream's own first chunk | ${percentile(overheadFirstText, 50).toFixed(2)} | ${percentile(overheadFirstText, 99).toFixed(2)} |`,
  )
  console.log(
    `| whole turn through the server (assemble, hold, stream, afterTurn, persist, settle) | ${percentile(total, 50).toFixed(2)} | ${percentile(total, 99).toFixed(2)} |`,
  )
  console.log(
    `| whole stream, direct client | ${percentile(directTotal, 50).toFixed(2)} | ${percentile(directTotal, 99).toFixed(2)} |`,
  )
  console.log(
    `\nrelay: ${relayServer.toFixed(0)} chunks/s through the server (${megabytesPerSecond.toFixed(2)} MB/s of SSE) vs ${relayDirect.toFixed(0)} chunks/s direct = ${(relayServer / relayDirect).toFixed(2)}× (goal ≥ 0.8×)`,
  )
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
