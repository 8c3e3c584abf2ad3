import { createHash } from 'node:crypto'
/**
 * Compiling with a deadline. `compile` is pure and synchronous, so in-process it cannot be
 * interrupted: the default runner yields once, compiles, and the elapsed time is checked
 * afterwards. A runner backed by worker threads (terminated at the deadline) plugs in
 * through `StoriesDeps.compileRunner` without changing callers.
 */
import { type CompileResult, compile } from '../../engine/compile'
import { STORY_ERRORS } from './errors'

export type CompileRunner = (canvas: unknown, metadata: unknown) => Promise<CompileResult>

export const inProcessCompileRunner: CompileRunner = async (canvas, metadata) => {
  // Yield so a burst of publishes does not starve the requests already queued.
  await new Promise((resolve) => setImmediate(resolve))
  return compile(canvas, metadata, { digest: nodeSha256 })
}

/** Node's native SHA-256: the same digest as the engine's browser-safe one, much faster. */
export function nodeSha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/**
 * Runs a compile within `timeLimitMs`: 'Compilation timed out. Please try again.' past it,
 * 'An error occurred during compilation. Please try again.' when the compiler throws.
 */
export async function compileWithDeadline(
  runner: CompileRunner,
  canvas: unknown,
  metadata: unknown,
  timeLimitMs: number,
  options: { now?: () => number; onError?: (error: unknown) => void } = {},
): Promise<CompileResult> {
  const now = options.now ?? (() => performance.now())
  const started = now()
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeLimitMs)
  })
  try {
    const outcome = await Promise.race([runner(canvas, metadata), deadline])
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
