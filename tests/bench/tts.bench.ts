/**
 * Spoken alerts: the first render of a donation's 100-character text (`GET /live/tts/url`,
 * espeak-ng then Opus through ffmpeg when it has libopus), and the cached fetch — the second
 * request of the same donation's address and its audio. BENCH_TEXTS distinct texts, each
 * beside its floor in the same run: the bare `espeak-ng` command on the same text writing a
 * tmp WAV (`child_process.spawn`, nothing of ours around it), and the same plus the ffmpeg
 * encode our engine runs. PGlite by default, PostgreSQL when DATABASE_URL is set.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

const TEXTS = Number(process.env.BENCH_TEXTS ?? 20)
const WARMUP = 2
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite'
const ESPEAK = process.env.TALELOOM_ESPEAK ?? '/usr/bin/espeak-ng'

const now = () => performance.now()
const fmt = (ms: number) => `${ms.toFixed(1)} ms`
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}
const summary = (values: number[]) =>
  `p50 ${fmt(percentile(values, 0.5))} / p99 ${fmt(percentile(values, 0.99))}`

/** A distinct text of exactly 100 characters. */
const text = (i: number) =>
  `Donation ${i}: thank you for the wonderful stream tonight, keep going and have fun with everyone here!`
    .padEnd(100, '!')
    .slice(0, 100)

function runCommand(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`)),
    )
  })
}

async function main() {
  console.log(`load average at start: ${load()}`)
  const scratch = mkdtempSync(join(tmpdir(), 'taleloom-tts-bench-'))
  await import('../../platform/db/testing')
  const { grantRoles, seedAdmin, signUp } = await import('../support/accounts')
  const { startTestServer } = await import('../support/test-server')
  const server = await startTestServer({ engine })
  const admin = await seedAdmin(server)
  const streamer = await signUp(server)
  const donor = await signUp(server)
  await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
  await server.context.wallet.service.grant({
    key: `tts-bench-${donor.oid}`,
    userOid: donor.oid,
    kind: 'coins',
    amount: 100 * (TEXTS + WARMUP),
  })
  const voice = await server.api('/live/admin/tts/voice', {
    token: admin.token,
    body: { voiceId: 'en-us', name: 'Sam', price: 10 },
  })
  if (voice.status !== 200) throw new Error(`voice: ${voice.text}`)

  const engineCheck = await server.api('/live/admin/tts/api/voices', { token: admin.token })
  console.log(`engine: ${engineCheck.json.engine ?? engineCheck.text.slice(0, 80)}`)

  const first: number[] = []
  const again: number[] = []
  const audio: number[] = []
  const bare: number[] = []
  const bareEncoded: number[] = []
  let contentType = ''
  for (let i = 0; i < TEXTS + WARMUP; i++) {
    const spoken = text(i)
    const donation = await server.api('/live/donation', {
      token: donor.token,
      body: {
        creatorOid: streamer.oid,
        donationData: {
          coin: 10,
          content: spoken,
          donationType: 'text',
          useTts: true,
          voiceId: 'en-us',
        },
        key: `tts-${i}`,
      },
    })
    if (donation.status !== 200) throw new Error(`donation: ${donation.text}`)
    const url = () =>
      server.api('/live/tts/url', {
        token: donor.token,
        query: { donationOid: donation.json.oid },
      })
    let at = now()
    const rendered = await url()
    const firstMs = now() - at
    if (rendered.status !== 200) throw new Error(`tts url: ${rendered.text}`)
    at = now()
    const cached = await url()
    const againMs = now() - at
    at = now()
    const bytes = await fetch(`${server.url}${cached.json.url}`)
    await bytes.arrayBuffer()
    const audioMs = now() - at
    contentType = rendered.json.contentType

    // The floor on the same text, right after, so both see the same load.
    const wav = join(scratch, `${i}.wav`)
    at = now()
    await runCommand(ESPEAK, ['-v', 'en-us', '-w', wav, '--', spoken])
    const bareMs = now() - at
    at = now()
    await runCommand(ESPEAK, ['-v', 'en-us', '-w', `${wav}.2.wav`, '--', spoken])
    await runCommand('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      `${wav}.2.wav`,
      '-c:a',
      'libopus',
      '-b:a',
      '48k',
      join(scratch, `${i}.ogg`),
    ])
    const encodedMs = now() - at
    if (i < WARMUP) continue
    first.push(firstMs)
    again.push(againMs)
    audio.push(audioMs)
    bare.push(bareMs)
    bareEncoded.push(encodedMs)
  }
  await server.close()
  rmSync(scratch, { recursive: true, force: true })

  console.log(
    `\ntts (${engine}, ${TEXTS} texts of 100 characters, ${contentType}): first render ${summary(first)}; cached: the address again ${summary(again)}, the audio ${summary(audio)}`,
  )
  console.log(
    `floor (same run): bare espeak-ng to a WAV ${summary(bare)}; espeak-ng + ffmpeg Opus ${summary(bareEncoded)}; load average at end ${load()}`,
  )
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
