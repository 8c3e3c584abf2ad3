/** What `compile-thread.ts` and its worker (`compile-worker.ts`) say to each other. */
import type { CompileInput, CompileOutput } from './compile-for-storage'

export interface CompileRequest {
  id: number
  input: CompileInput
}

/** The compile's output, or the message of what the compiler threw. */
export type CompileReply = { id: number; output: CompileOutput } | { id: number; error: string }
