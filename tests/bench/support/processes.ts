/**
 * The bench's other processes: the loopback upstream and the browsers. A real provider and
 * real browsers are other machines; here they share the cores, but not the server's event
 * loop, so the server process's latency, loop delay and RSS are its own.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import type { UpstreamBehaviour } from '../../support/fake-upstream'
import type { ClientJob, ClientTiming } from './turn-client'

const support = join('tests', 'bench', 'support')

export async function startUpstreamProcess(
  behaviour: UpstreamBehaviour,
): Promise<{ googleBaseURL: string; stop(): void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(support, 'upstream-process.ts'), JSON.stringify(behaviour)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  // A bench that dies leaves no upstream behind.
  process.once('exit', () => child.kill('SIGTERM'))
  const googleBaseURL = await new Promise<string>((resolve, reject) => {
    let buffer = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = buffer.match(/UPSTREAM (\S+)/)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`upstream exited early with ${code}`)))
  })
  return { googleBaseURL, stop: () => child.kill('SIGTERM') }
}

/**
 * A support script of this folder in its own process, spoken to over IPC: `next(kind)` is
 * the next message of that kind. Killed when the bench exits.
 */
export function ipcChild(script: string): {
  child: ChildProcess
  next<T>(kind: string): Promise<T>
} {
  const child = spawn(process.execPath, ['--import', 'tsx', join(support, script)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  process.once('exit', () => child.kill('SIGTERM'))
  const next = <T>(kind: string) =>
    new Promise<T>((resolve) => {
      const on = (message: { kind: string }) => {
        if (message.kind !== kind) return
        child.off('message', on)
        resolve(message as T)
      }
      child.on('message', on)
    })
  return { child, next }
}

/** One browser in its own process (support/turn-client.ts), driven one job at a time. */
export async function startTurnClient(): Promise<{
  run(job: ClientJob): Promise<ClientTiming>
  stop(): void
}> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(support, 'turn-client.ts')],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  process.once('exit', () => child.kill('SIGTERM'))
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve())
    child.once('exit', (code) => reject(new Error(`turn client exited early with ${code}`)))
  })
  return {
    run: (job) =>
      new Promise((resolve, reject) => {
        child.once('message', (answer: { ok: boolean; timing?: ClientTiming; error?: string }) => {
          if (answer.ok && answer.timing) resolve(answer.timing)
          else reject(new Error(answer.error))
        })
        child.send(job)
      }),
    stop: () => {
      child.send({ type: 'exit' })
    },
  }
}
