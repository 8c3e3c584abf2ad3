import type { AssembledTurn } from '../../../engine/turn'
import type { UrlSigner } from '../../http'
import type { ChatRuntimeDeps } from '../runtime'
import { assemblePreparedTurn } from './assemble'
import { compensateTurn } from './compensate'
import { executeTurn, type TurnFailure } from './execute'
import { endTurn, publishTurn } from './publish'
import { createReplyText, GenerationFailed, streamReply, type TurnPrompt } from './reply-stream'
import { type CommittedTurn, commitTurn, type FinishedReply, planSettlement } from './settlement'
import type { PreparedTurn } from './start'
import { countCreditsSpent, extendKeptPath, logPrompt } from './tail'

/**
 * Runs an admitted turn to its end, whoever is listening: sends `message-start`, then the
 * steps assemble → stream → commit (`executeTurn`). A failure before the commit is
 * compensated once (`compensateTurn`: the reply failed with the text the player was sent,
 * the charge given back, the head restored, `error` sent). After the commit (the reply
 * stored complete, its charge settled) the tail — the kept path, the prompt log, the
 * credits-spent counter, the published state and pictures — is best effort: a failure is
 * logged, and `message-end` ends the stream. Resolves with the assembled turn (null when
 * the assembly failed), for the summary that may follow.
 */
export async function runTurn(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
  signer: UrlSigner | null = null,
): Promise<AssembledTurn | null> {
  const writer = deps.hub.open(turn.assistant.oid)
  const resolved = deps.resolveModel(turn.modelId)
  writer.emit('message-start', {
    messageId: turn.assistant.oid,
    userMessageId: turn.userMessage?.oid ?? null,
    parentId: turn.assistant.parent_oid,
    roomId: turn.room.oid,
    turnIndex: turn.turnIndex,
    model: turn.modelId,
    offline: resolved.offline,
    quote: turn.quote.credits,
    paidWith: turn.charge.kind,
    ...(turn.speaker
      ? {
          speaker: {
            id: turn.speaker.id,
            name: turn.speaker.name,
            portraitUrl: turn.speaker.portraitUrl,
          },
        }
      : {}),
  })
  // Let the first event reach the socket before the model call's set-up and its stream
  // take the event loop: the client sees the turn start at once.
  await new Promise((resolve) => setImmediate(resolve))
  const text = createReplyText(writer)
  const { assembled } = await executeTurn<TurnPrompt, FinishedReply, CommittedTurn>(
    {
      assemble: async () => ({
        ...(await assemblePreparedTurn(deps, turn)),
        offline: resolved.offline,
      }),
      stream: (prompt) => streamReply(deps, turn, resolved, prompt, text),
      commit: (reply, prompt) =>
        commitTurn(deps, turn, prompt.assembled, planSettlement(turn, prompt, reply, deps.clock)),
      tail: {
        'extend-path': (committed) => extendKeptPath(deps, turn, committed),
        'prompt-log': (committed) => logPrompt(deps, turn, committed),
        'credits-spent': (committed) => countCreditsSpent(deps, turn, committed),
        publish: (committed) => publishTurn(deps, turn, writer, committed, signer),
      },
      end: (committed) => endTurn(turn, writer, committed),
    },
    {
      compensate: async (failure: TurnFailure<TurnPrompt>) => {
        const sent = text.abandon()
        const part = failure.error instanceof GenerationFailed ? failure.error.part : null
        await compensateTurn(deps, turn, writer, {
          error: failure.error,
          code: part?.type === 'error' ? part.code : 'SERVER',
          partialText: sent,
        })
      },
      tailFailed: ({ step, error }) =>
        deps.logger.error(
          { err: error, step, messageOid: turn.assistant.oid },
          'chat turn step after the commit failed',
        ),
      finish: () => writer.finish(),
    },
  )
  return assembled?.assembled ?? null
}
