/**
 * A canvas save's input, read and checked as far as it can be without the database: the
 * same on the server's thread and on the compile thread. A save of a story with thousands
 * of lorebook entries is a body of megabytes; reading it (text, JSON, the engine's schema, the
 * JSON stored) held the server's thread, and every live chat stream with it (docs/PERFORMANCE.md).
 * A body from `CANVAS_DEFER_JSON_FROM` bytes is checked on the compile thread instead,
 * which hands back the small fields and the canvas's JSON text as it is stored.
 */
import { canvasSchema } from '../../engine/canvas'
import { canvasMediaProblems } from '../../engine/media'
import { AppError, parseInput, parseJsonObjectBody } from '../http'
import { saveCanvasRequest } from './contract'
import { STORY_ERRORS } from './errors'

/** From this size the body of a canvas save is read off the server's thread; below it the work is short. */
export const CANVAS_DEFER_JSON_FROM = 256 * 1024

/** An `AppError` as it crosses between threads. */
export interface AppErrorFields {
  status: number
  code: string
  message: string
  details?: unknown
}

/**
 * A save ready to store, or why it is refused: `body` refusals (not JSON, U+0000) come
 * before the session is checked, `request` refusals (fields, the canvas) after it, as on
 * the server's thread, where the body middleware reads the body before the route runs.
 */
export type CanvasSaveCheck =
  | { ok: true; contentOid: string; expectedVersion: number; canvasJson: string }
  | { ok: false; stage: 'body' | 'request'; error: AppErrorFields }

/** Checks a save's body; `CanvasSaveChecker` runs it where the server wants it run. */
export type CanvasSaveChecker = (body: Uint8Array) => Promise<CanvasSaveCheck>

/**
 * The canvas as stored at `version`: parsed by the engine's schema, so only documents the
 * compiler understands are kept, with no image address but our assets and inline images.
 */
export function canvasForStorage(raw: unknown, version: number): string {
  const parsed = canvasSchema.safeParse(raw)
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 20).map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))
    throw STORY_ERRORS.canvasInvalid(issues)
  }
  // Image addresses load in every player's browser and are served by our image route.
  const refused = canvasMediaProblems(parsed.data)
  if (refused.length > 0) throw STORY_ERRORS.mediaUrlNotAllowed(refused.slice(0, 20))
  return JSON.stringify({ ...parsed.data, version })
}

export function checkCanvasSave(body: Uint8Array): CanvasSaveCheck {
  let fields: Record<string, unknown>
  try {
    fields = parseJsonObjectBody(body)
  } catch (error) {
    return refused('body', error)
  }
  try {
    const { contentOid, canvas, version } = parseInput(saveCanvasRequest, fields)
    const canvasJson = canvasForStorage(canvas, version + 1)
    return { ok: true, contentOid, expectedVersion: version, canvasJson }
  } catch (error) {
    return refused('request', error)
  }
}

export const inProcessCanvasSaveChecker: CanvasSaveChecker = async (body) => checkCanvasSave(body)

export const appErrorOf = (fields: AppErrorFields) => new AppError(fields)

function refused(stage: 'body' | 'request', error: unknown): CanvasSaveCheck {
  // Anything else is a fault of ours: it fails the request as one (500).
  if (!AppError.isInstance(error)) throw error
  const { status, code, message, details } = error
  return {
    ok: false,
    stage,
    error: { status, code, message, ...(details === undefined ? {} : { details }) },
  }
}
