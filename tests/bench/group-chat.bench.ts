/**
 * A group chat turn's overhead beside a one-character turn's, in one run on the same server
 * and story (the demo, against a loopback Gemini-format upstream): the time from the request
 * to its `message-start` event, for `POST …/message` in a one-character room and for
 * `POST …/group/next` with the player's message in a group room of three characters (list
 * order), alternating turn by turn so both see the same machine. Goal (issue #51): the group
 * turn ≤ 1.2× the one-character turn. Knobs: BENCH_TURNS (100 each, after BENCH_WARMUP = 3 of
 * each not counted), BENCH_ENGINE=postgres (with DATABASE_URL).
 */
import { fixtureStories } from '../../platform/stories/demo-stories'
import {
  benchPlayers,
  createRoom,
  loadAverage,
  type Player,
  percentile,
  publishStory,
  startChatBench,
} from './support/chat'

const TURNS = Number(process.env.BENCH_TURNS ?? 100)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3)
// Turns are rate-limited per user (30 a minute): each player plays 12 of each kind.
const TURNS_PER_PLAYER = 12

/** One turn read to its end; the time from the request to `message-start`. */
async function timedTurn(url: string, token: string, body: unknown): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  if (!response.body) throw new Error(`turn answered ${response.status} without a body`)
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let start = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
    if (!start && text.includes('event: message-start')) start = performance.now() - started
  }
  if (response.status !== 200 || !start) throw new Error(`turn ${response.status}: ${text}`)
  return start
}

async function main() {
  const bench = await startChatBench({ kind: 'chunks', count: 20 })
  const { server } = bench
  const contentOid = await publishStory(bench, fixtureStories[0]!)
  const rounds = TURNS + WARMUP
  const players = await benchPlayers(server, Math.ceil(rounds / TURNS_PER_PLAYER), 100_000)
  const rooms: Array<{ player: Player; single: string; group: string }> = []
  for (const player of players) {
    const single = await createRoom(server, player, contentOid)
    const group = await server.api('/story-chat/group-room', {
      token: player.token,
      body: { contentOid, memberIds: ['char-elias', 'char-wren', 'char-tobias'], strategy: 'list' },
    })
    if (group.status !== 200) throw new Error(`group-room: ${group.text}`)
    rooms.push({ player, single: single.roomOid, group: group.json.room.roomOid as string })
  }
  const single: number[] = []
  const grouped: number[] = []
  const base = `${server.url}/api/story-chat/chat-room`
  for (let index = 0; index < rounds; index += 1) {
    const { player, single: singleRoom, group } = rooms[Math.floor(index / TURNS_PER_PLAYER)]!
    const message = `The lamp, turn ${index}.`
    // Alternating which goes first, so neither always follows the other's background work.
    const one = () => timedTurn(`${base}/${singleRoom}/message`, player.token, { message })
    const many = () => timedTurn(`${base}/${group}/group/next`, player.token, { message })
    const [a, b] = index % 2 === 0 ? [await one(), await many()] : [await many(), await one()]
    const [oneMs, groupMs] = index % 2 === 0 ? [a, b] : [b, a]
    if (index < WARMUP) continue
    single.push(oneMs)
    grouped.push(groupMs)
  }
  const p50 = (values: number[]) => percentile(values, 50)
  console.log(
    JSON.stringify(
      {
        engine: bench.engine,
        turns: TURNS,
        messageStartMs: {
          oneCharacter: { p50: p50(single), p99: percentile(single, 99) },
          group: { p50: p50(grouped), p99: percentile(grouped, 99) },
        },
        ratioP50: Number((p50(grouped) / p50(single)).toFixed(2)),
        goal: '≤ 1.2×',
        loadAverage: await loadAverage(),
      },
      null,
      2,
    ),
  )
  await bench.close()
}

await main()
