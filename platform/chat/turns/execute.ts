/** A turn's steps, in the order they run once `message-start` is out. */
export const TURN_STEPS = ['assemble', 'stream', 'settle', 'publish'] as const
export type TurnStep = (typeof TURN_STEPS)[number]

/**
 * The steps of one turn, each taking what the one before produced: the prompt, the model's
 * finished reply, the stored settlement. Each may fail; none compensates for itself.
 */
export interface TurnSteps<Assembled, Streamed, Settled> {
  assemble(): Promise<Assembled>
  stream(assembled: Assembled): Promise<Streamed>
  settle(streamed: Streamed, assembled: Assembled): Promise<Settled>
  publish(settled: Settled): Promise<void>
}

export interface TurnFailure<Assembled> {
  step: TurnStep
  error: unknown
  /** The prompt, when the failure came after it was assembled. */
  assembled: Assembled | null
}

export interface TurnExecution<Assembled> {
  /** The assembled prompt (null when assembly failed), for the summary that may follow. */
  assembled: Assembled | null
  /** The step that failed, or null when the turn completed. */
  failedAt: TurnStep | null
}

/**
 * Runs a turn's steps in order. The first failure stops the turn and `compensate` runs once
 * for it, whatever the step; `finish` runs last in every case. An error of `compensate` or
 * `finish` itself is the caller's: it is thrown after `finish` has run.
 */
export async function executeTurn<Assembled, Streamed, Settled>(
  steps: TurnSteps<Assembled, Streamed, Settled>,
  handlers: {
    compensate(failure: TurnFailure<Assembled>): Promise<void>
    finish(): Promise<void>
  },
): Promise<TurnExecution<Assembled>> {
  let step: TurnStep = 'assemble'
  let assembled: Assembled | null = null
  try {
    const prompt = await steps.assemble()
    assembled = prompt
    step = 'stream'
    const streamed = await steps.stream(prompt)
    step = 'settle'
    const settled = await steps.settle(streamed, prompt)
    step = 'publish'
    await steps.publish(settled)
    return { assembled, failedAt: null }
  } catch (error) {
    await handlers.compensate({ step, error, assembled })
    return { assembled, failedAt: step }
  } finally {
    await handlers.finish()
  }
}
