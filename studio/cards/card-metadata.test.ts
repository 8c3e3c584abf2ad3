import { describe, expect, it } from 'vitest'
import { cardMetadataFill } from './card-metadata'

describe('card metadata fill', () => {
  const card = { description: '  A tsundere maid with a secret.  ', hashtags: ['maid', 'comedy'] }

  it("fills an empty story's description and hashtags from the card", () => {
    expect(cardMetadataFill({ description: '', hashtags: [] }, card)).toEqual({
      description: 'A tsundere maid with a secret.',
      hashtags: ['maid', 'comedy'],
    })
  })

  it('never overwrites what the writer wrote, and asks nothing when there is nothing to fill', () => {
    expect(cardMetadataFill({ description: 'Mine.', hashtags: ['mine'] }, card)).toBeNull()
    expect(cardMetadataFill({ description: 'Mine.', hashtags: [] }, card)).toEqual({
      hashtags: ['maid', 'comedy'],
    })
    expect(
      cardMetadataFill({ description: '', hashtags: [] }, { description: ' ', hashtags: [] }),
    ).toBeNull()
  })
})
