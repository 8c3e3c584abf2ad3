/**
 * The production ingest: nginx with Debian's libnginx-mod-rtmp, run from a generated config
 * in a temporary folder (non-root pid and log paths). ffmpeg publishes a 10-second test
 * stream: a wrong key is refused by our key verification, the right one goes liveOn, nginx
 * writes HLS segments (served by its HTTP server at the play call's hlsUrl), and the end of
 * the publish goes liveOff; a gated stream's HLS is served only with the entry token, nginx
 * asking our API. Skipped, saying why, without nginx, the module or ffmpeg.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nginxRtmpConfig } from '../../../platform/live/ingest/nginx-config'
import { grantRoles, type SignedIn, signUp } from '../../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../../support/authorization-matrix'
import { skipWithout } from '../../support/environment'
import { FFMPEG, hasFfmpeg, publishTestStream, until } from '../../support/ffmpeg-publish'
import { startTestServer } from '../../support/test-server'

const NGINX = '/usr/sbin/nginx'
const MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so'
const reason = !existsSync(NGINX)
  ? `${NGINX} is missing: install Debian's nginx`
  : !existsSync(MODULE)
    ? `${MODULE} is missing: install libnginx-mod-rtmp`
    : hasFfmpeg()
      ? null
      : `${FFMPEG} is missing: install Debian's ffmpeg`
if (reason) console.warn(`nginx-rtmp test skipped: ${reason}`)

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return typeof address === 'object' && address ? address.port : 0
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket()
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.connect(port, '127.0.0.1')
  })

describe.skipIf(skipWithout('nginx-rtmp', reason))('nginx-rtmp ingest', () => {
  let world: MatrixWorld
  let streamer: SignedIn
  let key: string
  let nginx: ChildProcess
  let folder: string
  let hlsPath: string
  let rtmpPort: number
  let httpPort: number

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'taleloom-nginx-'))
    hlsPath = join(folder, 'hls')
    mkdirSync(join(folder, 'temp'), { recursive: true })
    rtmpPort = await freePort()
    httpPort = await freePort()
    world = await createMatrixWorld(
      await startTestServer({
        env: { TALELOOM_LIVE_HLS_BASE_URL: `http://127.0.0.1:${httpPort}/hls` },
      }),
    )
    streamer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, ['livestreamer'])
    key = (await world.server.api('/live/key2', { token: streamer.token })).json.key

    const config = nginxRtmpConfig({
      modulePath: MODULE,
      rtmpPort,
      httpPort,
      apiUrl: `${world.server.url}/api`,
      hlsPath,
      pidFile: join(folder, 'nginx.pid'),
      errorLog: join(folder, 'error.log'),
      tempPath: join(folder, 'temp'),
      workerProcesses: 1,
      // Started as root, nginx's workers would switch to nobody and not reach the temp folder.
      user: process.getuid?.() === 0 ? 'root' : null,
    })
    writeFileSync(join(folder, 'nginx.conf'), config)
    nginx = spawn(
      NGINX,
      [
        '-p',
        folder,
        '-e',
        join(folder, 'error.log'),
        '-c',
        join(folder, 'nginx.conf'),
        '-g',
        'daemon off;',
      ],
      { stdio: 'ignore' },
    )
    await until(async () => (await accepts(rtmpPort)) && (await accepts(httpPort)))
  }, 120_000)
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve))
      nginx.kill('SIGQUIT')
      await exited
    }
    await world?.server.close()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  const play = async () =>
    (await world.server.api('/live/play', { query: { creatorOid: streamer.oid } })).json
  const url = (streamKey: string) =>
    `rtmp://127.0.0.1:${rtmpPort}/live/${streamer.oid}?key=${streamKey}`

  it('refuses a wrong key: nothing goes live and no HLS is written', async () => {
    const { code } = await publishTestStream(url(`lk_${'y'.repeat(43)}`), 10).done
    expect(code).not.toBe(0)
    expect((await play()).state).toBe('liveOff')
    const written = existsSync(hlsPath) ? readdirSync(hlsPath) : []
    expect(written.filter((name) => name.startsWith(streamer.oid))).toEqual([])
  }, 60_000)

  it('goes liveOn with the right key, writes HLS segments, and goes liveOff at the end', async () => {
    const publish = publishTestStream(url(key), 10)
    const live = await until(async () => {
      const answer = await play()
      return answer.state === 'liveOn' ? answer : null
    })
    expect(live.hlsUrl).toBe(`http://127.0.0.1:${httpPort}/hls/${streamer.oid}.m3u8`)
    const playlist = await until(async () => {
      const answer = await fetch(live.hlsUrl).catch(() => null)
      const text = answer?.ok ? await answer.text() : ''
      return text.includes('.ts') ? text : null
    }, 30_000)
    expect(playlist).toContain('#EXTM3U')
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts')) as string
    const ts = await fetch(`http://127.0.0.1:${httpPort}/hls/${segment}`)
    expect(ts.status).toBe(200)
    expect(new Uint8Array(await ts.arrayBuffer())[0]).toBe(0x47)
    expect(readdirSync(hlsPath).some((name) => name.startsWith(`${streamer.oid}-`))).toBe(true)

    const { code, stderr } = await publish.done
    expect(code, stderr).toBe(0)
    await until(async () => (await play()).state === 'liveOff')
    const [row] = await world.server.context.database.db
      .selectFrom('live_streams')
      .selectAll()
      .where('creator_oid', '=', streamer.oid)
      .execute()
    expect(row?.ingest).toBe('nginx')
    expect(row?.ended_at).not.toBeNull()
  }, 90_000)

  it('serves a gated stream only with the entry token: nginx asks our API for each address', async () => {
    const viewer = await signUp(world.server)
    // Another streamer: nginx keeps its API's answers 10 s, and the first stream was open.
    const streamer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, ['livestreamer'])
    const key = (await world.server.api('/live/key2', { token: streamer.token })).json.key
    const url = (streamKey: string) =>
      `rtmp://127.0.0.1:${rtmpPort}/live/${streamer.oid}?key=${streamKey}`
    const gated = await world.server.api('/live/entry', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, entry: { mode: 'signedIn' } },
    })
    expect(gated.status, gated.text).toBe(200)
    // Signed out, play now answers 'Login is required': the streamer asks instead.
    const state = async () =>
      (
        await world.server.api('/live/play', {
          token: streamer.token,
          query: { creatorOid: streamer.oid },
        })
      ).json.state
    const publish = publishTestStream(url(key), 10)
    await until(async () => (await state()) === 'liveOn')
    const bare = `http://127.0.0.1:${httpPort}/hls/${streamer.oid}.m3u8`
    const signed = (
      await world.server.api('/live/play', {
        token: viewer.token,
        query: { creatorOid: streamer.oid },
      })
    ).json.hlsUrl as string
    expect(signed).toMatch(new RegExp(`^${bare.replace(/[.?]/g, '\\$&')}\\?t=`))
    const playlist = await until(async () => {
      const answer = await fetch(signed).catch(() => null)
      const text = answer?.ok ? await answer.text() : ''
      return text.includes('.ts') ? text : null
    }, 30_000)
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts')) as string
    const token = new URL(signed).searchParams.get('t') as string
    const withToken = await fetch(
      `http://127.0.0.1:${httpPort}/hls/${segment}?t=${encodeURIComponent(token)}`,
    )
    expect(withToken.status).toBe(200)
    expect(new Uint8Array(await withToken.arrayBuffer())[0]).toBe(0x47)
    // No token, or one that is not ours: refused by nginx on our API's answer.
    expect((await fetch(bare)).status).toBe(403)
    expect((await fetch(`http://127.0.0.1:${httpPort}/hls/${segment}`)).status).toBe(403)
    expect((await fetch(`${bare}?t=${token.slice(0, -2)}xx`)).status).toBe(403)

    publish.stop()
    await publish.done
    await until(async () => (await state()) === 'liveOff')
  }, 90_000)
})
