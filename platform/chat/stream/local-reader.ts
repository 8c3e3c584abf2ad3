/** A reader of a stream this instance writes: from memory, and from the database what memory dropped. */
import type { StreamEvent } from './events'
import type { HubContext } from './hub-context'
import { type LiveStream, trimStream, untilTerminal } from './live-stream'
import { waitFor } from './wakeups'

/**
 * Of the stored events after `afterSeq`, exactly the contiguous run before `firstSeq`
 * (what memory still holds).
 */
export function droppedRun(
  stored: readonly StreamEvent[],
  afterSeq: number,
  firstSeq: number,
): StreamEvent[] {
  const run: StreamEvent[] = []
  for (const event of stored) {
    if (event.seq !== afterSeq + run.length + 1 || event.seq >= firstSeq) break
    run.push(event)
  }
  return run
}

/** Every event after `afterSeq` of a live stream, in batches, up to its terminal event. */
export async function* readLocal(
  context: HubContext,
  local: LiveStream,
  afterSeq: number,
  signal?: AbortSignal,
): AsyncGenerator<StreamEvent[]> {
  const { messageOid } = local
  let last = afterSeq
  // The reader holds its events in memory until it has had them.
  const reader = { last: afterSeq }
  local.readers.add(reader)
  local.claimed = true
  try {
    while (!signal?.aborted) {
      const fresh =
        last + 1 < local.firstSeq
          ? await droppedEvents(context, local, last)
          : local.events.slice(last - local.firstSeq + 1)
      if (fresh.length > 0) {
        const { batch, ended } = untilTerminal(fresh)
        last = batch.at(-1)!.seq
        reader.last = last
        yield batch
        if (ended || signal?.aborted) return
        // Events may have arrived while we were yielding: look again before waiting.
        continue
      }
      if (local.finished || last + 1 < local.firstSeq) {
        // Nothing more, or a dropped event is missing from the database (its room was
        // deleted): the reader cannot be given the stream without a gap.
        if (last + 1 < local.firstSeq)
          context.logger.error(
            { messageOid, after: last },
            'stream events missing from the database',
          )
        return
      }
      await waitFor(local.wake, signal, 0)
    }
  } finally {
    local.readers.delete(reader)
    trimStream(local)
  }
}

/** Events after `afterSeq` dropped from memory, from the database (`firstSeq` read after the query). */
async function droppedEvents(
  context: HubContext,
  stream: LiveStream,
  afterSeq: number,
): Promise<StreamEvent[]> {
  const stored = await context.store.eventsAfter(stream.messageOid, afterSeq)
  return droppedRun(stored, afterSeq, stream.firstSeq)
}
