/**
 * Hostile subtitle files against a running server (`npm start` in a child process): 2 MB
 * `.srt` uploads built to make a careless parser quadratic, each joined (the upload's
 * check), handed over and converted by the encoder, while another process asks
 * `GET /api/health` every 2 ms. Figures: each file's conversion (the job's queued → done,
 * server clock) and the health answers' p50 / p99 / max while files are checked and
 * converted. Floor, same run, same watcher: health with nothing converting.
 * Goals: a 2 MB hostile file converts in ≤ 1 s; health p99 < 50 ms meanwhile.
 *
 * Knob: BENCH_ROUNDS (2 files of each shape).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { startChildServer } from './support/child-server'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const FLOOR_MS = 5_000
const LIMIT = 2 * 1024 * 1024
const CUE = '1\n00:00:01,000 --> 00:00:02,000\nHello\n'

/** 2 MB files: form feeds (blank to trim, no separator), dense real cues, unclosed tags. */
const SHAPES: Record<string, () => string> = {
  'form feeds around one cue': () => {
    const half = '\f\n'.repeat(Math.floor((LIMIT - CUE.length) / 4))
    return `${half}${CUE}${half}`
  },
  'cues back to back': () => `${CUE}\n`.repeat(Math.floor(LIMIT / (CUE.length + 1))),
  'unclosed font tags in one line': () =>
    `${CUE.trimEnd()} ${'<font '.repeat(Math.floor((LIMIT - CUE.length - 2) / 6))}\n`,
}

type Samples = { at: number; ms: number }[]

async function call(
  url: string,
  path: string,
  init: { token?: string; body?: unknown; query?: Record<string, string | number> },
) {
  const query = init.query
    ? `?${new URLSearchParams(Object.entries(init.query).map(([k, v]) => [k, String(v)]))}`
    : ''
  const response = await fetch(`${url}/api${path}${query}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

function startPinger() {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join('tests', 'bench', 'support', 'health-pinger.ts')],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  process.once('exit', () => child.kill('SIGTERM'))
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()))
  return {
    ready,
    start(url: string) {
      child.send({ kind: 'start', url })
    },
    stop(): Promise<Samples> {
      return new Promise((resolve, reject) => {
        child.once('message', (answer: { kind: string; samples?: Samples; message?: string }) =>
          answer.samples ? resolve(answer.samples) : reject(new Error(answer.message)),
        )
        child.send({ kind: 'stop' })
      })
    },
    close() {
      child.kill('SIGTERM')
    },
  }
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}
const summary = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(2)} / p99 ${percentile(values, 0.99).toFixed(2)} / max ${Math.max(...values).toFixed(2)} ms (${values.length} answers)`

async function main() {
  const server = await startChildServer()
  const pinger = startPinger()
  try {
    const url = server.url
    const admin = await call(url, '/account/login', {
      body: { email: 'admin@taleloom.local', password: 'bench-admin-1' },
    })
    // The admin also creates: a content of its own to hang the subtitles on.
    await call(url, '/account/admin/roles', {
      token: admin.token,
      body: { userOid: admin.oid, roles: ['admin', 'creator'] },
    })
    const { token } = await call(url, '/account/login', {
      body: { email: 'admin@taleloom.local', password: 'bench-admin-1' },
    })
    const { contentOid } = await call(url, '/content/issueid', { token, body: {} })
    await call(url, '/content/save', {
      token,
      body: { contentOid, metaData: { title: 'Subtitle bench' } },
    })
    await pinger.ready

    async function convert(key: string, text: string) {
      const bytes = new TextEncoder().encode(text)
      if (bytes.length > LIMIT) throw new Error(`${key}: ${bytes.length} bytes is over 2 MB`)
      const opened = await call(url, '/upload/url', {
        token,
        query: {
          key,
          filetype: 'srt',
          numParts: 1,
          access: 'private',
          context: 'subtitle',
          contentOid,
          lang: 'en',
        },
      })
      const put = await fetch(new URL(opened.uploadUrls[0], url), { method: 'PUT', body: bytes })
      if (put.status !== 200) throw new Error(`${key}: part ${put.status}`)
      const from = Date.now()
      await call(url, '/upload/multipart/done', { token, body: { key } })
      const checkedMs = Date.now() - from
      await call(url, '/upload/uploaddone', { token, body: { key } })
      for (;;) {
        const status = await call(url, '/content/encoding-status', { token, query: { contentOid } })
        const job = status.jobs.at(-1)
        if (job.status === 'done' || job.status === 'failed') {
          if (job.status === 'failed') throw new Error(`${key}: ${job.error}`)
          const convertMs = Date.parse(job.finishedAt) - Date.parse(job.createdAt)
          return { from, to: Date.now(), checkedMs, convertMs, cues: job.outputs.cues as number }
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }

    // Warm-up: one small file through the same path (the thread's code is bundled once).
    await convert('warm.srt', CUE)

    pinger.start(url)
    await new Promise((resolve) => setTimeout(resolve, FLOOR_MS))
    const floor = (await pinger.stop()).map((sample) => sample.ms)

    const windows: { from: number; to: number }[] = []
    const rows: string[] = []
    const converts: number[] = []
    pinger.start(url)
    for (let round = 0; round < ROUNDS; round++) {
      for (const [shape, make] of Object.entries(SHAPES)) {
        const result = await convert(`bench/${round}-${shape.replaceAll(' ', '-')}.srt`, make())
        windows.push(result)
        converts.push(result.convertMs)
        rows.push(
          `  ${shape}: checked at the join in ${result.checkedMs} ms, converted in ${result.convertMs} ms (${result.cues} cues)`,
        )
      }
    }
    const during = (await pinger.stop())
      .filter((sample) => windows.some((w) => sample.at >= w.from && sample.at <= w.to))
      .map((sample) => sample.ms)

    console.log(rows.join('\n'))
    console.log(
      `\n2 MB hostile .srt, ${ROUNDS} of each of ${Object.keys(SHAPES).length} shapes:` +
        `\n  conversion (job queued → done): worst ${Math.max(...converts)} ms, median ${percentile(converts, 0.5)} ms (goal ≤ 1,000 ms)` +
        `\n  GET /api/health while checking and converting: ${summary(during)} (goal p99 < 50 ms)` +
        `\n  floor, GET /api/health with nothing converting: ${summary(floor)}` +
        `\n  load average at the end: ${loadavg()
          .map((load) => load.toFixed(1))
          .join(', ')} (2 cores, shared)`,
    )
  } finally {
    pinger.close()
    await server.stop()
  }
}

await main()
