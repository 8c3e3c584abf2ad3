/**
 * The co-host replies streaming now, per chat, as this instance's hub saw their frames go by
 * (every instance sees every frame, in one order): a viewer who connects mid-reply is sent
 * one `start` frame carrying the masked text so far, then the rest as it comes.
 */
import type { ChatEnvelope } from './bus'
import type { CohostReplyFrame, ServerFrame } from './contract'

/** Withdrawn replies remembered, so a late frame of one is dropped (a few suffice). */
const WITHDRAWN_KEPT = 256

export function createRepliesInFlight() {
  const open = new Map<string, CohostReplyFrame>()
  const withdrawn = new Set<string>()
  return {
    /**
     * Follows a frame going out to a chat (before it is delivered); false for a frame of a
     * reply already withdrawn (a turn the sweeper finished while its model still streamed),
     * which no viewer gets.
     */
    seen(envelope: ChatEnvelope): boolean {
      const frame = envelope.f
      if (frame.kind !== 'cohost' || envelope.u) return true
      const key = envelope.c
      if (withdrawn.has(`${key}:${frame.id}`)) return false
      if (frame.phase === 'start') open.set(key, { ...frame })
      else if (frame.phase === 'delta') {
        const reply = open.get(key)
        if (reply?.id === frame.id) reply.content += frame.content
      } else {
        if (open.get(key)?.id === frame.id) open.delete(key)
        if (frame.phase === 'failed') {
          withdrawn.add(`${key}:${frame.id}`)
          if (withdrawn.size > WITHDRAWN_KEPT)
            withdrawn.delete(withdrawn.values().next().value as string)
        }
      }
      return true
    },
    /**
     * The chat's reply in progress, as one `start` frame with its text so far; one that
     * started longer than `staleMs` ago was cut on another instance and is forgotten.
     */
    current: (creatorOid: string, now: Date, staleMs: number): CohostReplyFrame | null => {
      const reply = open.get(creatorOid)
      if (!reply) return null
      if (now.getTime() - Date.parse(reply.sendTime) > staleMs) {
        open.delete(creatorOid)
        return null
      }
      return { ...reply, phase: 'start' }
    },
    /** Whether a frame is part of a reply already told through `current` (then dropped). */
    covers: (frame: ServerFrame, told: CohostReplyFrame | null) =>
      told !== null &&
      frame.kind === 'cohost' &&
      frame.id === told.id &&
      (frame.phase === 'start' || frame.phase === 'delta'),
  }
}
