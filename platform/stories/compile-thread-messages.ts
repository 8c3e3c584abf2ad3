/** What `compile-thread.ts` and its worker (`compile-worker.ts`) say to each other. */
import type { CanvasSaveCheck } from './canvas-save-check'
import type { CompileInput, CompileOutput } from './compile-for-storage'

/** The thread's jobs: a whole-story compile, or the check of a large canvas save's body. */
export type ThreadJob =
  | { kind: 'compile'; input: CompileInput }
  | { kind: 'check-canvas-save'; body: Uint8Array }

/** What each job answers. */
export interface ThreadJobOutput {
  compile: CompileOutput
  'check-canvas-save': CanvasSaveCheck
}

export interface ThreadRequest {
  id: number
  job: ThreadJob
}

/** The job's output, or the message of what it threw. */
export type ThreadReply =
  | { id: number; output: ThreadJobOutput[ThreadJob['kind']] }
  | { id: number; error: string }
