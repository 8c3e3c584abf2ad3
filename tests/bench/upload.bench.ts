/**
 * A 1 GB file uploaded in parts through real HTTP to the embedded object store
 * (`npm start` in a child process, its data directory on the same disk as the source):
 * 64 parts of 16 MB, three at a time as the upload client sends them, each part's hash
 * reported, then the join. Beside it, in the same run and on the same disk, the floor: the
 * same file copied by `fs.copyFile` and by a plain stream pipe. Figures: throughput of the
 * parts alone and of parts + join, each ÷ the floors, and the server's RSS growth over the
 * upload (sampled every 50 ms from /proc). Goals: RSS growth ≤ 100 MB; ≥ 0.7× a plain copy.
 */
import { randomBytes } from 'node:crypto'
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { copyFile, open, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { startChildServer } from './support/child-server'

const FILE_BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3)
const PART_BYTES = 16 * 1024 * 1024
const WORKERS = 3
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)

const mb = (bytes: number) => bytes / 2 ** 20
const rate = (bytes: number, ms: number) => mb(bytes) / (ms / 1000)

async function makeSource(path: string) {
  const block = randomBytes(16 * 1024 * 1024)
  const handle = await open(path, 'w')
  for (let written = 0; written < FILE_BYTES; written += block.length) {
    await handle.write(block, 0, Math.min(block.length, FILE_BYTES - written))
  }
  await handle.close()
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
}

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

/** PUTs one part straight from the file, streamed; resolves with the answered ETag. */
function putPart(address: string, source: string, start: number, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const target = new URL(address)
    const req = request(
      target,
      {
        method: 'PUT',
        headers: { 'content-length': length, 'content-type': 'application/octet-stream' },
      },
      (res) => {
        res.resume()
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(String(res.headers.etag).replace(/"/g, ''))
            : reject(new Error(`part: ${res.statusCode}`)),
        )
      },
    )
    req.on('error', reject)
    createReadStream(source, { start, end: start + length - 1, highWaterMark: 1024 * 1024 }).pipe(
      req,
    )
  })
}

async function uploadOnce(url: string, token: string, source: string, key: string, pid: number) {
  const numParts = Math.ceil(FILE_BYTES / PART_BYTES)
  const opened = await call(url, '/upload/url', {
    token,
    query: { key, filetype: 'mp4', numParts, context: 'content', access: 'private' },
  })
  const before = rssOf(pid)
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid))
  }, 50)
  const started = performance.now()
  let next = 0
  async function worker() {
    while (next < numParts) {
      const index = next++
      const start = index * PART_BYTES
      const address = new URL(opened.uploadUrls[index], url).toString()
      const etag = await putPart(address, source, start, Math.min(PART_BYTES, FILE_BYTES - start))
      await call(url, '/upload/multipart/url/done', {
        token,
        body: { key, url: opened.uploadUrls[index], ETag: etag },
      })
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, worker))
  const partsMs = performance.now() - started
  const done = await call(url, '/upload/multipart/done', { token, body: { key } })
  const totalMs = performance.now() - started
  clearInterval(sampler)
  peak = Math.max(peak, rssOf(pid))
  if (done.size !== FILE_BYTES) throw new Error(`joined ${done.size} bytes, expected ${FILE_BYTES}`)
  await call(url, '/upload/fileList', { token, body: { fileList: [key] } }).catch(() => {})
  return { partsMs, totalMs, rssGrowth: peak - before, rssBefore: before }
}

async function floors(source: string, dir: string) {
  const copyTarget = join(dir, 'copy.bin')
  let started = performance.now()
  await copyFile(source, copyTarget)
  const copyMs = performance.now() - started
  await rm(copyTarget)
  started = performance.now()
  await pipeline(
    createReadStream(source, { highWaterMark: 1024 * 1024 }),
    createWriteStream(copyTarget, { highWaterMark: 1024 * 1024 }),
  )
  const pipeMs = performance.now() - started
  await rm(copyTarget)
  return { copyMs, pipeMs }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'taleloom-upload-bench-'))
  const source = join(dir, 'source.bin')
  await makeSource(source)
  const server = await startChildServer()
  try {
    const login = await call(server.url, '/account/login', {
      body: { email: 'admin@taleloom.local', password: 'bench-admin-1' },
    })
    const pid = server.process.pid as number
    // Warm-up: one small upload through the same path.
    const warm = await call(server.url, '/upload/url', {
      token: login.token,
      query: { key: 'warm.mp4', filetype: 'mp4', context: 'content' },
    })
    await putPart(new URL(warm.uploadUrls[0], server.url).toString(), source, 0, 1024 * 1024)
    await call(server.url, '/upload/multipart/done', {
      token: login.token,
      body: { key: 'warm.mp4' },
    })

    const rows = []
    for (let round = 0; round < ROUNDS; round++) {
      const floor = await floors(source, dir)
      const upload = await uploadOnce(server.url, login.token, source, `bench/${round}.mp4`, pid)
      rows.push({ ...floor, ...upload })
      console.log(
        `round ${round + 1}: parts ${rate(FILE_BYTES, upload.partsMs).toFixed(0)} MB/s, parts + join ${rate(FILE_BYTES, upload.totalMs).toFixed(0)} MB/s; ` +
          `copyFile ${rate(FILE_BYTES, floor.copyMs).toFixed(0)} MB/s, stream pipe ${rate(FILE_BYTES, floor.pipeMs).toFixed(0)} MB/s; ` +
          `server RSS ${mb(upload.rssBefore).toFixed(0)} MB + ${mb(upload.rssGrowth).toFixed(1)} MB`,
      )
    }
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
    const parts = median(rows.map((row) => rate(FILE_BYTES, row.partsMs)))
    const total = median(rows.map((row) => rate(FILE_BYTES, row.totalMs)))
    const copy = median(rows.map((row) => rate(FILE_BYTES, row.copyMs)))
    const pipe = median(rows.map((row) => rate(FILE_BYTES, row.pipeMs)))
    const growth = Math.max(...rows.map((row) => mb(row.rssGrowth)))
    console.log(
      `\n${mb(FILE_BYTES).toFixed(0)} MB in ${Math.ceil(FILE_BYTES / PART_BYTES)} parts of ${mb(PART_BYTES)} MB, ${WORKERS} at a time (median of ${ROUNDS}):` +
        `\n  upload, parts only:  ${parts.toFixed(0)} MB/s = ${(parts / pipe).toFixed(2)}× stream pipe, ${(parts / copy).toFixed(2)}× copyFile` +
        `\n  upload, parts + join: ${total.toFixed(0)} MB/s = ${(total / pipe).toFixed(2)}× stream pipe, ${(total / copy).toFixed(2)}× copyFile` +
        `\n  floors: copyFile ${copy.toFixed(0)} MB/s, stream pipe ${pipe.toFixed(0)} MB/s` +
        `\n  server RSS growth, worst round: ${growth.toFixed(1)} MB (goal ≤ 100 MB)`,
    )
    console.log(`  source size check: ${statSync(source).size === FILE_BYTES}`)
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
