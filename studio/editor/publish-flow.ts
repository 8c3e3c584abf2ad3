import type { ValidationError } from '../../engine/validate'

export type PublishStep = 'saving' | 'compiling' | 'publishing' | 'done' | 'failed'

export interface PublishFlowPorts {
  /** Saves pending edits; false when they could not be saved (e.g. a conflict). */
  flush: () => Promise<boolean>
  compile: () => Promise<{ ok: boolean; errors: ValidationError[]; warnings: ValidationError[] }>
  publish: () => Promise<{ version: number; hash: string; unchanged: boolean }>
  onStep: (step: PublishStep) => void
}

export type PublishOutcome =
  | { ok: true; version: number; hash: string; unchanged: boolean; warnings: ValidationError[] }
  | { ok: false; reason: 'not-saved' }
  | { ok: false; reason: 'compile-errors'; errors: ValidationError[] }

/**
 * Save → compile (the server's compile of the saved canvas) → publish. The spec: publishing
 * requires a successful compile, so errors stop the flow and go to the problems panel.
 * Call failures are thrown to the caller.
 */
export async function runPublish(ports: PublishFlowPorts): Promise<PublishOutcome> {
  ports.onStep('saving')
  if (!(await ports.flush())) {
    ports.onStep('failed')
    return { ok: false, reason: 'not-saved' }
  }
  ports.onStep('compiling')
  const check = await ports.compile()
  if (!check.ok) {
    ports.onStep('failed')
    return { ok: false, reason: 'compile-errors', errors: [...check.errors, ...check.warnings] }
  }
  ports.onStep('publishing')
  const published = await ports.publish()
  ports.onStep('done')
  return { ok: true, ...published, warnings: check.warnings }
}
