/**
 * Records the embedded ingest's streams with ffmpeg: while a verified publish is on air,
 * ffmpeg copies it (`-c copy`, no re-encoding) from the loopback RTMP address into
 * `<data>/live-records/<creatorOid>/<streamOid>.flv` (FLV survives an abrupt end). At
 * liveOff the replay is created "being encoded", the FLV is remuxed into an MP4 with its
 * index up front, and the replay becomes unpublished (ready) or encoding failed.
 * Without ffmpeg there is no recorder and no replay.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from 'pino'
import type { ReplayService } from './service'

/** The embedded ingest's hook (platform/live/ingest/embedded.ts). */
export interface IngestRecorder {
  /** A verified publish is live: `source` is the loopback RTMP address to copy from. */
  start(creatorOid: string, streamOid: string, source: string): void
  /** The publish ended (liveOff). */
  stop(creatorOid: string, streamOid: string): void
  /** Resolves once every recording in hand is finished (close and tests). */
  idle(): Promise<void>
}

interface Recording {
  child: ChildProcess
  closed: Promise<number | null>
  errors: () => string
  flv: string
}

export function createRecorder(options: {
  ffmpeg: string
  replays: ReplayService
  logger: Logger
}): IngestRecorder {
  const { ffmpeg, replays, logger } = options
  const recordings = new Map<string, Recording>()
  const finishing = new Set<Promise<void>>()

  function run(args: string[]): {
    child: ChildProcess
    closed: Promise<number | null>
    errors: () => string
  } {
    const child = spawn(ffmpeg, ['-nostdin', '-hide_banner', '-loglevel', 'error', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    // The last error lines say why a recording failed (logged with the failure).
    let errors = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-1000)
    })
    const closed = new Promise<number | null>((resolve) => {
      child.on('error', (error) => {
        logger.warn({ err: error }, 'live recorder ffmpeg failed to start')
        resolve(-1)
      })
      child.on('close', (code) => resolve(code))
    })
    return { child, closed, errors: () => errors }
  }

  async function finish(creatorOid: string, streamOid: string, recording: Recording) {
    const recordOid = await replays.recordingEnded(creatorOid, streamOid)
    // The publisher is gone, but ffmpeg may wait on the loopback player forever: it is asked
    // to finish its file, and killed if it does not (its packets are flushed already).
    if (recording.child.exitCode === null) recording.child.kill('SIGTERM')
    const timer = setTimeout(() => recording.child.kill('SIGKILL'), 3_000)
    await recording.closed
    clearTimeout(timer)
    const mp4Name = `${streamOid}.mp4`
    const mp4 = join(replays.folderOf(creatorOid), mp4Name)
    const remux = run(['-y', '-i', recording.flv, '-c', 'copy', '-movflags', '+faststart', mp4])
    const code = await remux.closed
    rmSync(recording.flv, { force: true })
    if (code === 0) await replays.recordingReady(recordOid, mp4Name)
    else {
      rmSync(mp4, { force: true })
      await replays.recordingFailed(
        recordOid,
        `ffmpeg exited with ${code}: ${recording.errors()} ${remux.errors()}`,
      )
    }
  }

  return {
    start(creatorOid, streamOid, source) {
      const folder = replays.folderOf(creatorOid)
      mkdirSync(folder, { recursive: true })
      const flv = join(folder, `${streamOid}.flv`)
      // A short probe (the FLV metadata names the tracks); every packet is flushed to the
      // file, so a recorder that must be killed at the end still leaves what it received.
      // biome-ignore format: ffmpeg arguments read best in pairs
      const args = [
        '-y', '-analyzeduration', '1000000', '-i', source,
        '-c', 'copy', '-flush_packets', '1', '-f', 'flv', flv,
      ]
      recordings.set(streamOid, { ...run(args), flv })
    },
    stop(creatorOid, streamOid) {
      const recording = recordings.get(streamOid)
      if (!recording) return
      recordings.delete(streamOid)
      const done = finish(creatorOid, streamOid, recording).catch((error) =>
        logger.error({ err: error, streamOid }, 'live recording not saved'),
      )
      finishing.add(done)
      void done.finally(() => finishing.delete(done))
    },
    async idle() {
      while (finishing.size > 0) await Promise.all([...finishing])
    },
  }
}
