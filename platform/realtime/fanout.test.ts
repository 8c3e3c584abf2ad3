/**
 * The shared outboxes: an envelope reaches the connections listening to its key (only `u`'s,
 * or all but `x`'s), in order, in the next turn; a held connection's frames wait for its
 * release; `keep` drops a frame at write time.
 */
import { describe, expect, it } from 'vitest'
import { createFanout, type FanoutConnection } from './fanout'

interface Frame {
  n: number
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

function connection(userOid: string, held = false) {
  const written: number[] = []
  const socket = {
    send: (data: Buffer) => written.push((JSON.parse(String(data)) as Frame).n),
    close() {},
  }
  const made: FanoutConnection<Frame> & { written: number[] } = {
    socket: socket as unknown as FanoutConnection<Frame>['socket'],
    stream: null,
    userOid,
    outbox: [],
    held,
    written,
  }
  return made
}

describe('createFanout', () => {
  it('writes each envelope to the key’s listeners, honouring only-to and all-but', async () => {
    const fanout = createFanout<Frame, ReturnType<typeof connection>>()
    const [a, b, other] = [connection('a'), connection('b'), connection('c')]
    fanout.listen('room', a)
    fanout.listen('room', b)
    fanout.listen('elsewhere', other)
    fanout.deliver({ c: 'room', f: { n: 1 } })
    fanout.deliver({ c: 'room', u: 'a', f: { n: 2 } })
    fanout.deliver({ c: 'room', x: 'a', f: { n: 3 } })
    expect(a.written).toEqual([])
    await turn()
    expect(a.written).toEqual([1, 2])
    expect(b.written).toEqual([1, 3])
    expect(other.written).toEqual([])
    expect(fanout.count('room')).toBe(2)
    fanout.unlisten('room', a)
    expect(fanout.count()).toBe(2)
    fanout.close()
  })

  it('keeps a held connection’s frames until released, then writes them in order less those dropped', async () => {
    const fanout = createFanout<Frame, ReturnType<typeof connection>>({
      keep: (_connection, envelope) => envelope.f.n !== 2,
    })
    const held = connection('a', true)
    fanout.listen('room', held)
    for (const n of [1, 2, 3]) fanout.deliver({ c: 'room', f: { n } })
    await turn()
    expect(held.written).toEqual([])
    held.written.push(0)
    fanout.release(held)
    await turn()
    expect(held.written).toEqual([0, 1, 3])
    fanout.close()
  })
})
