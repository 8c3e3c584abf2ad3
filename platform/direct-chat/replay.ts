/**
 * Resume planning, pure: from the check-points a reconnecting client sends and the rooms it
 * is a member of (with each room's last message id), which rooms to read and after which id.
 * A room the client is not in is ignored (nothing of it is told), a room with nothing newer is
 * skipped, an id that is not a decimal id reads as 0 (the whole room, within the cap).
 */
import { DIRECT_CHAT_REALTIME_LIMITS as LIMITS } from './realtime-contract'

export interface ReplayStep {
  roomId: string
  afterId: string
}

const ID = /^\d{1,18}$/

export function planReplay(
  checkPoints: readonly { roomId: unknown; afterId: unknown }[],
  rooms: ReadonlyMap<string, string | null>,
): ReplayStep[] {
  const wanted = new Map<string, string>()
  for (const point of checkPoints.slice(0, LIMITS.resumeRoomsMax)) {
    if (typeof point.roomId !== 'string' || !rooms.has(point.roomId)) continue
    const afterId =
      typeof point.afterId === 'string' && ID.test(point.afterId) ? point.afterId : '0'
    const earlier = wanted.get(point.roomId)
    // Named twice: from the earlier id, so nothing is skipped.
    if (earlier === undefined || BigInt(afterId) < BigInt(earlier))
      wanted.set(point.roomId, afterId)
  }
  const steps: ReplayStep[] = []
  for (const [roomId, afterId] of wanted) {
    const last = rooms.get(roomId)
    if (last && BigInt(last) > BigInt(afterId)) steps.push({ roomId, afterId })
  }
  return steps
}

/** Replayed ids a connection skips when the bus brings them live too; the rest are new. */
export function skipsReplayed(replayed: Set<string>, messageId: string) {
  return replayed.delete(messageId)
}
