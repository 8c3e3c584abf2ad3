/**
 * Compiling with a deadline. The server's runner compiles on a worker thread
 * (`compile-thread.ts`) and the deadline ends that thread. `compile` is pure and
 * synchronous, so the in-process runner cannot be interrupted: it yields once, compiles,
 * and the elapsed time is checked afterwards.
 */
import { type CompileInput, type CompileOutput, compileForStorage } from './compile-for-storage'
import { sharedCompileThread } from './compile-thread'
import { STORY_ERRORS } from './errors'

/** Compiles a story; `signal` is aborted at the deadline, for runners that can stop. */
export type CompileRunner = (input: CompileInput, signal?: AbortSignal) => Promise<CompileOutput>

export const inProcessCompileRunner: CompileRunner = async (input) => {
  // Yield so a burst of publishes does not starve the requests already queued.
  await new Promise((resolve) => setImmediate(resolve))
  return compileForStorage(input)
}

/** Compiles on the process's compile thread. */
export const threadCompileRunner: CompileRunner = (input, signal) =>
  sharedCompileThread().compile(input, signal)

/**
 * Runs a compile within `timeLimitMs`: 'Compilation timed out. Please try again.' past it,
 * 'An error occurred during compilation. Please try again.' when the compiler throws.
 */
export async function compileWithDeadline(
  runner: CompileRunner,
  input: CompileInput,
  timeLimitMs: number,
  options: { now?: () => number; onError?: (error: unknown) => void } = {},
): Promise<CompileOutput> {
  const now = options.now ?? (() => performance.now())
  const started = now()
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = new AbortController()
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      // Answered first: the runner rejects as it stops, and that must not win the race.
      resolve('timeout')
      stop.abort()
    }, timeLimitMs)
  })
  try {
    const running = runner(input, stop.signal)
    // Stopped at the deadline: the race has already answered 'timeout'.
    running.catch(() => {})
    const outcome = await Promise.race([running, deadline])
    if (outcome === 'timeout' || now() - started > timeLimitMs) throw STORY_ERRORS.compileTimedOut()
    return outcome
  } catch (error) {
    if ((error as { code?: string })?.code === 'COMPILATION_TIMED_OUT') throw error
    options.onError?.(error)
    throw STORY_ERRORS.compileFailed()
  } finally {
    clearTimeout(timer)
  }
}
