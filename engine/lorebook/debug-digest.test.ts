import { describe, expect, it } from 'vitest'
import { createSeededRandom } from '../random'
import { approximateTokenizer } from '../tokenizer'
import { activateLorebook } from './activate'
import { defaultLorebookSettings } from './activation-types'
import { buildLorebookIndex } from './build-index'
import { createLorebookEntry } from './create-entry'
import { digestLorebookDebug, recordsOfDigest } from './debug-digest'
import { emptyTimedState } from './timed-effects'

describe('the lorebook debug digest', () => {
  // Every reason at once: matches, a spent budget, a cooldown, a switched-off entry.
  const entries = [
    createLorebookEntry({ id: 'tone', constant: true, content: 'Grey sea.' }),
    createLorebookEntry({ id: 'lamp', keys: ['lamp'], content: 'The lamp. '.repeat(3) }),
    createLorebookEntry({ id: 'big', keys: ['lamp'], content: 'Long lore. '.repeat(40) }),
    createLorebookEntry({ id: 'off', keys: ['lamp'], enabled: false, content: 'Off.' }),
    createLorebookEntry({ id: 'cave', keys: ['cave'], content: 'The cave.' }),
  ]
  const activation = activateLorebook(
    buildLorebookIndex(entries),
    { messages: [{ id: 'm1', text: 'I light the lamp.' }], turnIndex: 1 },
    emptyTimedState(),
    { ...defaultLorebookSettings, tokenBudget: 20 },
    { tokenizer: approximateTokenizer, random: createSeededRandom(1) },
  )

  it('keeps the activated records whole and the dropped ones as ids by reason', () => {
    const digest = digestLorebookDebug(activation.debug)
    expect(digest.activated.map((record) => record.entryId)).toEqual(['tone', 'lamp'])
    expect(digest.activated[1]).toEqual(activation.debug[1])
    expect(digest.dropped).toEqual({ budget: ['big'], disabled: ['off'], 'no-match': ['cave'] })
    expect(digest.entries).toBe(entries.length)
    // JSON as stored, and back: the same digest.
    expect(JSON.parse(JSON.stringify(digest))).toEqual(digest)
  })

  it('stands for the same records, less a dropped entry’s token count', () => {
    const records = recordsOfDigest(digestLorebookDebug(activation.debug))
    const byId = (list: typeof records) =>
      [...list].sort((left, right) => left.entryId.localeCompare(right.entryId))
    const expected = activation.debug.map((record) => {
      if (record.outcome === 'activated') return record
      const { tokens: _tokens, ...rest } = record
      return rest
    })
    expect(byId(records)).toEqual(byId(expected))
    expect(records).toHaveLength(entries.length)
  })
})
