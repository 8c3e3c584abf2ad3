import { describe, expect, it } from 'vitest'
import { NODE_SOCKETS } from '../../engine/canvas'
import { studioEn } from '../../web/i18n/resources/studio/en'

// Socket ids and node kinds come from the engine as strings, so the compiler cannot check
// the keys built from them (`studioNode.socket_<id>`, `studioNode.kind_<kind>`); this does.
describe('node texts', () => {
  const texts: Record<string, string> = studioEn.studioNode

  it('names every node kind', () => {
    const missing = Object.keys(NODE_SOCKETS).filter((kind) => !texts[`kind_${kind}`])
    expect(missing).toEqual([])
  })

  it('names every socket', () => {
    const ids = Object.values(NODE_SOCKETS).flatMap((sockets) => sockets.map((socket) => socket.id))
    expect(ids.filter((id) => !texts[`socket_${id}`])).toEqual([])
  })
})
