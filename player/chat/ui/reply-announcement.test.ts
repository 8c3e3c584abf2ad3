import { describe, expect, it } from 'vitest'
import type { ChatItem } from '../room/messages'
import { type AnnouncerWatch, nextAnnouncement, plainText } from './reply-announcement'

const reply = (id: string, text: string, status: ChatItem['status']): ChatItem => ({
  id,
  parentId: 'u1',
  role: 'assistant',
  text,
  status,
  turnIndex: 1,
  alternatives: null,
  creditsCharged: null,
  error: null,
})

/** Feeds the states in order and returns every announcement made. */
function run(states: { turn: string | null; items: ChatItem[] }[]) {
  let watch: AnnouncerWatch = { messageId: null }
  const said: unknown[] = []
  for (const state of states) {
    const next = nextAnnouncement(
      watch,
      state.turn === null ? null : { messageId: state.turn },
      state.items,
    )
    watch = next.watch
    if (next.announce) said.push(next.announce)
  }
  return said
}

describe('nextAnnouncement', () => {
  it('announces a streamed reply once, whole, when its turn ends', () => {
    const said = run([
      { turn: null, items: [] },
      { turn: 'a1', items: [reply('a1', '', 'streaming')] },
      { turn: 'a1', items: [reply('a1', 'Hel', 'streaming')] },
      { turn: 'a1', items: [reply('a1', 'Hello there', 'streaming')] },
      { turn: 'a1', items: [reply('a1', 'Hello there.', 'complete')] },
      { turn: null, items: [reply('a1', 'Hello there.', 'complete')] },
      { turn: null, items: [reply('a1', 'Hello there.', 'complete')] },
    ])
    expect(said).toEqual([{ kind: 'reply', messageId: 'a1', text: 'Hello there.' }])
  })

  it('announces each reply of back-to-back turns (auto-play) once', () => {
    const first = reply('a1', 'One.', 'complete')
    const said = run([
      { turn: 'a1', items: [reply('a1', 'On', 'streaming')] },
      { turn: 'a2', items: [first, reply('a2', '', 'streaming')] },
      { turn: 'a2', items: [first, reply('a2', 'Two.', 'complete')] },
      { turn: null, items: [first, reply('a2', 'Two.', 'complete')] },
    ])
    expect(said).toEqual([
      { kind: 'reply', messageId: 'a1', text: 'One.' },
      { kind: 'reply', messageId: 'a2', text: 'Two.' },
    ])
  })

  it('says a reply failed, and says nothing for a turn that never got a reply', () => {
    expect(
      run([
        { turn: 'a1', items: [reply('a1', 'Hal', 'streaming')] },
        { turn: null, items: [reply('a1', 'Hal', 'failed')] },
      ]),
    ).toEqual([{ kind: 'failed', messageId: 'a1' }])
    expect(
      run([
        { turn: null, items: [] },
        { turn: null, items: [reply('a1', 'Loaded.', 'complete')] },
      ]),
    ).toEqual([])
  })
})

describe('plainText', () => {
  it('drops the marks around actions and emphasis and keeps speech in quotes', () => {
    expect(plainText('*She smiles.* "Welcome," she says. **Now.**\nNext line')).toBe(
      'She smiles. "Welcome," she says. Now. Next line',
    )
  })
})
