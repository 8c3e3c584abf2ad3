import { describe, expect, it } from 'vitest'
import { cohostSaveRequest } from '../../../../platform/live/cohost/requests'
import { emptySettings } from '../../../../platform/live/cohost/settings'
import {
  characterNamesOf,
  cohostDraft,
  cohostProblems,
  polledMute,
  publishedStories,
  toCohostSettings,
} from './cohost-form'

const creatorOid = 'c'.repeat(24)
const story = { contentOid: 'a'.repeat(24), title: 'Harbor', publishedVersion: 3 }

describe('co-host form', () => {
  it('keeps only published stories with a compiled version', () => {
    expect(
      publishedStories([
        { contentOid: 'a'.repeat(24), title: 'Harbor', status: 'published', publishedVersion: 3 },
        { contentOid: 'b'.repeat(24), title: 'Draft', status: 'draft', publishedVersion: null },
        { contentOid: 'd'.repeat(24), title: 'Old', status: 'published', publishedVersion: null },
      ]),
    ).toEqual([story])
  })

  it('reads the character nodes of a canvas, each name once', () => {
    expect(
      characterNamesOf({
        nodes: [
          { id: '1', type: 'character', data: { name: 'Mira' } },
          { id: '2', type: 'text', data: { name: 'Not a character' } },
          { id: '3', type: 'character', data: { name: ' Old Tom ' } },
          { id: '4', type: 'character', data: { name: 'Mira' } },
          { id: '5', type: 'character', data: { name: '' } },
          null,
        ],
      }),
    ).toEqual(['Mira', 'Old Tom'])
    expect(characterNamesOf({})).toEqual([])
  })

  it('marks the story, the character, the persona, the donation minimum and the budget', () => {
    const draft = cohostDraft(emptySettings(creatorOid))
    expect(cohostProblems(draft)).toEqual({ storyOid: 'storyRequired' })
    expect(cohostProblems({ ...draft, storyOid: story.contentOid })).toEqual({
      characterName: 'characterRequired',
    })
    const filled = { ...draft, storyOid: story.contentOid, characterName: 'Mira' }
    expect(cohostProblems(filled)).toEqual({})
    expect(cohostProblems({ ...filled, persona: 'x'.repeat(301) })).toEqual({
      persona: 'personaTooLong',
    })
    expect(cohostProblems({ ...filled, persona: ` ${'x'.repeat(300)} ` })).toEqual({})
    expect(cohostProblems({ ...filled, donations: true, donationMin: '0' })).toEqual({
      donationMin: 'donationMinInvalid',
    })
    expect(cohostProblems({ ...filled, monthlyAllowance: '1.5', streamCap: '-1' })).toEqual({
      monthlyAllowance: 'creditsInvalid',
      streamCap: 'creditsInvalid',
    })
    expect(cohostProblems({ ...filled, monthlyAllowance: '100', streamCap: '200' })).toEqual({
      streamCap: 'capOverAllowance',
    })
  })

  it('sends what the server accepts: the story at its published version, the triggers and the budget', () => {
    const draft = {
      ...cohostDraft(emptySettings(creatorOid)),
      storyOid: story.contentOid,
      characterName: 'Mira',
      persona: '  A pirate radio host.  ',
      donations: true,
      donationMin: '50',
      voice: 'en-us',
      monthlyAllowance: '1000',
      streamCap: '200',
    }
    const body = toCohostSettings(creatorOid, draft, [story])
    expect(body).toEqual({
      creatorOid,
      storyOid: story.contentOid,
      version: 3,
      characterName: 'Mira',
      persona: 'A pirate radio host.',
      triggers: {
        mentions: true,
        donationMin: 50,
        missionAccepted: false,
        missionFinished: false,
        roulette: false,
      },
      voice: 'en-us',
      monthlyAllowance: 1000,
      streamCap: 200,
    })
    expect(cohostSaveRequest.safeParse(body).success).toBe(true)
    expect(toCohostSettings(creatorOid, { ...draft, streamCap: '2000' }, [story])).toBeNull()
    // A story no longer listed (unpublished meanwhile) is not sent.
    expect(toCohostSettings(creatorOid, draft, [])).toBeNull()
  })

  it('reads saved settings back into the same form', () => {
    const saved = {
      ...emptySettings(creatorOid),
      storyOid: story.contentOid,
      version: 3,
      characterName: 'Mira',
      triggers: {
        mentions: false,
        donationMin: 20,
        missionAccepted: true,
        missionFinished: false,
        roulette: true,
      },
      voice: null,
      monthlyAllowance: 500,
      streamCap: 100,
    }
    const draft = cohostDraft(saved)
    expect(draft.donations).toBe(true)
    expect(draft.donationMin).toBe('20')
    const { muted: _, ...body } = saved
    expect(toCohostSettings(creatorOid, draft, [story])).toEqual(body)
  })

  it("takes a manager's mute from the polled budget, never an answer older than the tab's own switch", () => {
    // A manager muted from the chat: the next poll shows it; then a manager's unmute.
    expect(polledMute({ muted: true }, false, 0, 0)).toBe(true)
    expect(polledMute({ muted: false }, true, 0, 0)).toBe(false)
    // Nothing changed: nothing to update.
    expect(polledMute({ muted: true }, true, 0, 0)).toBeNull()
    // Asked before or while the creator's click was on its way (one bump before, one after).
    expect(polledMute({ muted: false }, true, 0, 2)).toBeNull()
    expect(polledMute({ muted: false }, true, 1, 2)).toBeNull()
    // Asked after it settled: the server's word again.
    expect(polledMute({ muted: false }, true, 2, 2)).toBe(false)
  })
})
