import { describe, expect, it } from 'vitest'
import { refuseAfterEnding, STORY_ENDED_MESSAGE, storyEndingOf } from './story-ending'

const goingOn = { ended: false, endText: null }

describe('storyEndingOf', () => {
  it('reads the ending and its closing text from a reply’s state', () => {
    expect(
      storyEndingOf({ sceneId: 'dawn', ended: true, endText: 'The lamp burns again.' }),
    ).toEqual({ ended: true, endText: 'The lamp burns again.' })
  })

  it('gives an ending without a closing text a null text', () => {
    expect(storyEndingOf({ ended: true })).toEqual({ ended: true, endText: null })
    expect(storyEndingOf({ ended: true, endText: '' })).toEqual({ ended: true, endText: null })
  })

  it('keeps a closing text only while the story has ended', () => {
    expect(storyEndingOf({ ended: false, endText: 'stale' })).toEqual(goingOn)
  })

  it('takes a missing or foreign state for a story that goes on', () => {
    for (const state of [null, undefined, 'ended', 1, [], { ended: 'yes' }, { ended: 1 }])
      expect(storyEndingOf(state)).toEqual(goingOn)
  })
})

describe('refuseAfterEnding', () => {
  it('lets a turn run while the story goes on', () => {
    expect(() => refuseAfterEnding({ ended: false })).not.toThrow()
    expect(() => refuseAfterEnding(null)).not.toThrow()
  })

  it('refuses a turn once the story ended at the head, with a conflict that says so', () => {
    let thrown: unknown
    try {
      refuseAfterEnding({ ended: true, endText: 'Fin' })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ status: 409, code: 'STORY_ENDED', message: STORY_ENDED_MESSAGE })
  })
})
