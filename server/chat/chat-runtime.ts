import type { Actor } from './runtime'
import { type ChatRuntimeDeps, createCompiledCache } from './runtime'
import { runGeneration } from './turn/generate'
import { prepareTurn, type TurnRequest } from './turn/start'

/**
 * The chat runtime: starts turns and keeps their generations running independently of
 * the requests that asked for them. `drain` lets a shutdown wait for them to finish.
 */
export function createChatRuntime(deps: ChatRuntimeDeps) {
  const compiledFor = createCompiledCache(deps.stories)
  const running = new Set<Promise<void>>()

  /** Starts (or, for a seen request id, finds) a turn; resolves with the assistant message to stream. */
  async function startTurn(roomOid: string, actor: Actor, request: TurnRequest) {
    const result = await prepareTurn(deps, compiledFor, roomOid, actor, request)
    if ('replayOf' in result) return { messageOid: result.replayOf.oid, replayed: true }
    const generation = runGeneration(deps, result.prepared)
      .catch((error) => deps.logger.error({ err: error }, 'chat generation crashed'))
      .finally(() => running.delete(generation))
    running.add(generation)
    return { messageOid: result.prepared.assistant.oid, replayed: false }
  }

  async function drain(timeoutMs = 10_000) {
    await Promise.race([
      Promise.allSettled([...running]),
      new Promise((resolve) => setTimeout(resolve, timeoutMs)),
    ])
  }

  return { deps, compiledFor, startTurn, drain, runningCount: () => running.size }
}

export type ChatRuntime = ReturnType<typeof createChatRuntime>
