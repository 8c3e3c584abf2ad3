import type { UrlSigner } from '../http'
import type { Actor } from './runtime'
import { type ChatRuntimeDeps, createCompiledCache } from './runtime'
import { compressAfterTurn } from './summaries/summarize'
import { createAdmission } from './turns/admission'
import { createRoomPathCache } from './turns/path-cache'
import type { TurnRequest } from './turns/request'
import { runTurn } from './turns/run-turn'
import { prepareTurn } from './turns/start'

/**
 * The chat runtime: starts turns and keeps their generations running independently of
 * the requests that asked for them. `drain` lets a shutdown wait for them to finish.
 */
export function createChatRuntime(deps: ChatRuntimeDeps) {
  const compiledFor = createCompiledCache(deps.stories)
  const paths = createRoomPathCache()
  const admission = createAdmission(deps.limits.turnStartsAtOnce)
  const running = new Set<Promise<void>>()

  /** Starts (or, for a seen request id, finds) a turn; resolves with the assistant message to stream. */
  async function startTurn(
    roomOid: string,
    actor: Actor,
    request: TurnRequest,
    /** Signs the addresses of paid pictures in `image` events (raw addresses without it). */
    options: { signer?: UrlSigner } = {},
  ) {
    const result = await admission.run(() =>
      prepareTurn(deps, compiledFor, paths, roomOid, actor, request),
    )
    if ('replayOf' in result) return { messageOid: result.replayOf.oid, replayed: true }
    const { prepared } = result
    const generation: Promise<void> = runTurn(deps, prepared, options.signer ?? null)
      .catch((error) => {
        deps.logger.error({ err: error }, 'chat generation crashed')
        return null
      })
      // After the stream has ended: summarize the oldest history if the room is over budget.
      .then((assembled) =>
        assembled
          ? compressAfterTurn(deps, compiledFor, {
              room: prepared.room,
              assistantOid: prepared.assistant.oid,
              historyDropped: assembled.debug.historyDropped,
              historyKept: assembled.debug.historyKept,
              userName: actor.user?.nickname ?? 'Player',
              paths,
            })
          : undefined,
      )
      .then(
        () => undefined,
        (error) => deps.logger.warn({ err: error }, 'automatic summary failed'),
      )
      .finally(() => running.delete(generation))
    running.add(generation)
    return { messageOid: prepared.assistant.oid, replayed: false }
  }

  async function drain(timeoutMs = 10_000) {
    await Promise.race([
      Promise.allSettled([...running]),
      new Promise((resolve) => setTimeout(resolve, timeoutMs)),
    ])
  }

  return {
    deps,
    compiledFor,
    /** Rooms' paths kept between turns (turns/path-cache.ts). */
    paths,
    startTurn,
    drain,
    runningCount: () => running.size,
    /** Turn starts waiting for their place (turns/admission.ts). */
    startsWaiting: () => admission.waiting,
  }
}

export type ChatRuntime = ReturnType<typeof createChatRuntime>
