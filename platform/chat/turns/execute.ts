/** A turn's steps up to its commit, in the order they run once `message-start` is out. */
export const TURN_STEPS = ['assemble', 'stream', 'commit'] as const
export type TurnStep = (typeof TURN_STEPS)[number]

/** The best-effort steps after the commit, in order; `end` follows them in every case. */
export const TAIL_STEPS = ['extend-path', 'prompt-log', 'credits-spent', 'publish'] as const
export type TailStep = (typeof TAIL_STEPS)[number]

/**
 * The steps of one turn, each taking what the one before produced: the prompt, the model's
 * finished reply, the committed reply (stored complete, its charge settled). Each may fail;
 * none compensates for itself. After the commit the reply is the player's and paid for, so
 * the tail steps only add to it and `end` closes the stream.
 */
export interface TurnSteps<Assembled, Streamed, Committed> {
  assemble(): Promise<Assembled>
  stream(assembled: Assembled): Promise<Streamed>
  commit(streamed: Streamed, assembled: Assembled): Promise<Committed>
  tail: Record<TailStep, (committed: Committed) => Promise<void> | void>
  end(committed: Committed): Promise<void> | void
}

export interface TurnFailure<Assembled> {
  step: TurnStep
  error: unknown
  /** The prompt, when the failure came after it was assembled. */
  assembled: Assembled | null
}

export interface TailFailure {
  step: TailStep
  error: unknown
}

export interface TurnExecution<Assembled> {
  /** The assembled prompt (null when assembly failed), for the summary that may follow. */
  assembled: Assembled | null
  /** The step that failed before the commit, or null when the turn committed. */
  failedAt: TurnStep | null
  /** The tail steps that failed after the commit (logged, not compensated). */
  tailFailed: TailStep[]
}

/**
 * Runs a turn's steps in order. A failure before the commit stops the turn and `compensate`
 * runs once for it. After the commit nothing is compensated: each tail step runs whatever
 * the one before did, its failure goes to `tailFailed`, and `end` runs after them. `finish`
 * runs last in every case. An error of `compensate`, `tailFailed`, `end` or `finish` itself
 * is the caller's: it is thrown after `finish` has run.
 */
export async function executeTurn<Assembled, Streamed, Committed>(
  steps: TurnSteps<Assembled, Streamed, Committed>,
  handlers: {
    compensate(failure: TurnFailure<Assembled>): Promise<void>
    tailFailed(failure: TailFailure): void
    finish(): Promise<void>
  },
): Promise<TurnExecution<Assembled>> {
  let step: TurnStep = 'assemble'
  let assembled: Assembled | null = null
  let committed: Committed
  try {
    try {
      const prompt = await steps.assemble()
      assembled = prompt
      step = 'stream'
      const streamed = await steps.stream(prompt)
      step = 'commit'
      committed = await steps.commit(streamed, prompt)
    } catch (error) {
      await handlers.compensate({ step, error, assembled })
      return { assembled, failedAt: step, tailFailed: [] }
    }
    const tailFailed: TailStep[] = []
    for (const tailStep of TAIL_STEPS) {
      try {
        await steps.tail[tailStep](committed)
      } catch (error) {
        tailFailed.push(tailStep)
        handlers.tailFailed({ step: tailStep, error })
      }
    }
    await steps.end(committed)
    return { assembled, failedAt: null, tailFailed }
  } finally {
    await handlers.finish()
  }
}
