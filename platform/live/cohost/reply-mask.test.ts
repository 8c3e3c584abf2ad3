import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maskBannedWords } from '../chat'
import { createMaskedReply } from './reply-mask'

/** Streams `parts` through a masked reply; answers what viewers saw, delta by delta. */
function stream(words: string[], parts: string[]) {
  const reply = createMaskedReply(words)
  const sent = parts.map((part) => reply.push(part))
  const { rest, whole } = reply.end()
  return { sent, rest, whole }
}

describe('a co-host reply masked while it streams', () => {
  it('never sends a banned word split across deltas unmasked', () => {
    const { sent, rest, whole } = stream(['rotten'], ['You are ro', 'tt', 'en to', 'day'])
    expect(sent.join('') + rest).toBe('You are ****** today')
    expect(whole).toBe('You are ****** today')
    // What viewers saw after each delta is a prefix of the masked reply: no letter of it leaks.
    let shown = ''
    for (const delta of sent) {
      shown += delta
      expect(whole.startsWith(shown)).toBe(true)
    }
  })

  it('masks a word spread over whitespace and case, as a chat message is', () => {
    const { sent, rest, whole } = stream(['bad'], ['so B', ' a', ' D!'])
    expect(whole).toBe(maskBannedWords('so B a D!', ['bad']).content)
    expect(sent.join('') + rest).toBe(whole)
    expect(sent.join('')).not.toContain('B')
  })

  it('sends everything at once when the chat bans no word', () => {
    expect(stream([], ['Hel', 'lo']).sent).toEqual(['Hel', 'lo'])
  })

  it('any split of any text: the deltas and the end spell the whole masked reply, each a prefix of it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('bad', 'rotten', 'xy'), { maxLength: 3 }),
        fc.array(fc.stringMatching(/^[a-zA-Z ]{0,6}$/u), { maxLength: 8 }),
        (words, parts) => {
          const { sent, rest, whole } = stream(words, parts)
          const full = maskBannedWords(parts.join(''), words).content
          expect(whole).toBe(full)
          expect(sent.join('') + rest).toBe(full)
          let shown = ''
          for (const delta of sent) {
            shown += delta
            expect(full.startsWith(shown)).toBe(true)
          }
        },
      ),
    )
  })
})
