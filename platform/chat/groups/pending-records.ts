/**
 * A reply's speaker and the group's queue are written while the reply streams, off its
 * critical path. Reads of the group on this instance wait for the room's write first, so
 * a client reading right after a reply never sees the group from before it.
 */
const pending = new Map<string, Promise<unknown>>()

export function trackRecord(roomOid: string, write: Promise<unknown>): void {
  const settled = write
    .catch(() => undefined)
    .finally(() => {
      if (pending.get(roomOid) === settled) pending.delete(roomOid)
    })
  pending.set(roomOid, settled)
}

export async function recordsSettled(roomOid: string): Promise<void> {
  await pending.get(roomOid)
}
