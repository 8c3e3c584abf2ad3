/**
 * The embedded RTMP ingest holds off what costs it sockets: it listens where it is told
 * (and `GET /live/key2` shows that address), a connection that has not become a verified
 * publisher within the deadline is dropped, and one address holds at most so many
 * connections. No encoder is needed: the attackers here never speak RTMP.
 *
 * The deadline is injected short (300 ms) so a test waits for it; a socket the server does
 * not close is reported open after a bound far past it rather than left to hang the run.
 */
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EmbeddedIngest, startEmbeddedIngest } from '../../../platform/live'
import { grantRoles, type SignedIn, signUp } from '../../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../../support/authorization-matrix'
import { startTestServer } from '../../support/test-server'

const DEADLINE_MS = 300
/** Far past the deadline: a socket still open then was never going to be closed. */
const BOUND_MS = 20 * DEADLINE_MS

function open(port: number): Promise<{ socket: Socket; closed: Promise<'closed'> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const closed = new Promise<'closed'>((done) => socket.once('close', () => done('closed')))
    socket.on('error', () => {})
    socket.once('connect', () => resolve({ socket, closed }))
    socket.once('error', reject)
  })
}
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'open'>((done) => setTimeout(() => done('open'), ms))])

describe('embedded RTMP ingest: listen address, publish deadline, connections per address', () => {
  let world: MatrixWorld
  let streamer: SignedIn
  let quick: EmbeddedIngest
  let capped: EmbeddedIngest

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
    streamer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, ['livestreamer'])
    const common = {
      host: '127.0.0.1',
      port: 0,
      live: world.server.context.live.service,
      logger: world.server.context.logger,
      ffmpeg: null,
      hlsDir: `${world.server.outboxDir}/live-hls`,
    }
    capped = await startEmbeddedIngest({
      ...common,
      hlsDir: `${common.hlsDir}-capped`,
      publishDeadlineMs: 60_000,
      maxConnectionsPerAddress: 3,
    })
    // Attached last, so the live service's ingest (key2's address) is this one.
    quick = await startEmbeddedIngest({
      ...common,
      publishDeadlineMs: DEADLINE_MS,
      maxConnectionsPerAddress: 100,
    })
  }, 120_000)
  afterAll(async () => {
    await quick?.close()
    await capped?.close()
    world?.server.context.live.service.attachIngest(null)
    await world?.server.close()
  })

  it('listens on the host it is given, and key2 shows that address', async () => {
    expect(quick.listening()).toEqual({ host: '127.0.0.1', port: quick.port })
    const key = await world.server.api('/live/key2', { token: streamer.token })
    expect(key.status, key.text).toBe(200)
    expect(key.json.rtmpUrl).toBe(`rtmp://127.0.0.1:${quick.port}/live`)
    expect(key.json.ingestListen).toBe(`127.0.0.1:${quick.port}`)
  })

  it('drops connections that never publish once the deadline passes', async () => {
    const silent = await Promise.all(Array.from({ length: 20 }, () => open(quick.port)))
    const outcomes = await Promise.all(silent.map(({ closed }) => within(closed, BOUND_MS)))
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => 'closed'))
    await expect.poll(() => quick.connections()).toBe(0)
  })

  it('refuses an address past its connections at once, and takes it again when one closes', async () => {
    const first = await Promise.all(Array.from({ length: 3 }, () => open(capped.port)))
    await expect.poll(() => capped.connections()).toBe(3)
    const extra = await Promise.all(Array.from({ length: 2 }, () => open(capped.port)))
    const refused = await Promise.all(extra.map(({ closed }) => within(closed, BOUND_MS)))
    expect(refused).toEqual(['closed', 'closed'])
    expect(first.map(({ socket }) => socket.destroyed)).toEqual([false, false, false])
    expect(capped.connections()).toBe(3)

    first[0]?.socket.destroy()
    await expect.poll(() => capped.connections()).toBe(2)
    const again = await open(capped.port)
    await expect.poll(() => capped.connections()).toBe(3)
    expect(again.socket.destroyed).toBe(false)
    for (const { socket } of [...first, again]) socket.destroy()
    await expect.poll(() => capped.connections()).toBe(0)
  })
})
