/** The timeline calls' refusals. */
import { AppError, badRequest, conflict } from '../../http'
import { TIMELINE_TEXTS, type TimelineProblem } from './contract'

export const timelineConflict = (version: number) =>
  conflict('TIMELINE_VERSION_CONFLICT', TIMELINE_TEXTS.conflict, { version })

export const timelineInvalid = (problems: TimelineProblem[]) =>
  badRequest('TIMELINE_INVALID', TIMELINE_TEXTS.invalid, { problems: problems.slice(0, 50) })

export const renderRefused = (reason: string) =>
  badRequest('TIMELINE_RENDER_FAILED', TIMELINE_TEXTS.renderFailed, { reason })

/** A port the call needs is not wired on this server. */
export const timelinesNotConnected = (reason: string) =>
  new AppError({
    status: 503,
    code: 'TIMELINE_RENDER_FAILED',
    message: TIMELINE_TEXTS.renderFailed,
    details: { reason },
  })
