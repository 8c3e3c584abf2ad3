/**
 * A compile as publishing stores it, the same on the server's thread and on the compile
 * thread. Its input and output are mostly JSON text: a string crosses between threads as
 * one copy, where a large canvas as objects held the server's thread to copy in and the
 * compiled story to copy out (docs/PERFORMANCE.md).
 */
import { compile } from '../../engine/compile'
import type { ValidationError } from '../../engine/validate'
import { nodeSha256 } from './compile-digest'

export interface CompileInput {
  /** The stored canvas as its JSON text. */
  canvasJson: string
  /** The canvas's version, which the compiled story records. */
  canvasVersion: number
  metadata: unknown
  /** A writer's test of the draft (drafts.ts): the catalogue's title and thumbnail may be missing. */
  forTest?: boolean
}

export type CompileOutput =
  | {
      ok: true
      hash: string
      engineVersion: string
      warnings: ValidationError[]
      /** The compiled story's JSON, as it is stored. */
      compiledJson: string
    }
  | { ok: false; errors: ValidationError[] }

export function compileForStorage(input: CompileInput): CompileOutput {
  const canvas = { ...(JSON.parse(input.canvasJson) as object), version: input.canvasVersion }
  const result = compile(canvas, input.metadata, {
    digest: nodeSha256,
    forTest: input.forTest ?? false,
  })
  if (!result.ok) return result
  return {
    ok: true,
    hash: result.compiled.hash,
    engineVersion: result.compiled.engineVersion,
    warnings: result.warnings,
    compiledJson: JSON.stringify(result.compiled),
  }
}
