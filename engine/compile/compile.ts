import type { CompiledStory } from '../compiled/types'
import { hasErrors, type ValidationError } from '../validate/issue'
import { validateStory } from '../validate/validate-story'
import { assembleCompiledStory } from './assemble'

export interface CompileOptions {
  /**
   * SHA-256 hex of a string. Defaults to the engine's pure implementation (browser-safe);
   * a host with native hashing (Node's crypto) injects it — same digest, much faster.
   */
  digest?: (text: string) => string
  /**
   * A writer's test of a draft: what only the catalogue shows (a title, a thumbnail) may
   * still be missing. Every rule a play-through needs still holds.
   */
  forTest?: boolean
}

/** Errors that stop publishing but not a writer's test of the story. */
const CATALOGUE_ONLY = new Set(['TITLE_REQUIRED', 'THUMBNAIL_REQUIRED'])

export type CompileResult =
  | { ok: true; compiled: CompiledStory; warnings: ValidationError[] }
  | { ok: false; errors: ValidationError[] }

/**
 * Validates and compiles a canvas with its metadata. Pure and deterministic: the same
 * story gives the same compiled JSON and hash whatever the order of nodes, edges or keys.
 * Errors come back as data; warnings ride along with a successful compile.
 *
 * @example
 * const result = compile(canvas, metadata)
 * if (result.ok) store(result.compiled.hash, result.compiled)
 * else paint(result.errors)
 */
export function compile(
  canvas: unknown,
  metadata: unknown,
  options: CompileOptions = {},
): CompileResult {
  const validation = validateStory(canvas, metadata)
  const errors = options.forTest
    ? validation.errors.filter((issue) => !CATALOGUE_ONLY.has(issue.key))
    : validation.errors
  if (hasErrors(errors) || validation.metadata === undefined) return { ok: false, errors }
  return {
    ok: true,
    compiled: assembleCompiledStory(validation.canvas, validation.metadata, options.digest),
    warnings: errors,
  }
}
