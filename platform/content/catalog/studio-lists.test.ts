import { describe, expect, it } from 'vitest'
import { groupProjected, LISTS, type ProjectedRow } from './studio-lists'

const row = (oid: string, list: ProjectedRow['list']) =>
  ({
    oid,
    title: oid,
    thumbnail: '',
    content_type: 'story',
    category: 'other',
    media: 'audio',
    status: 'published',
    visibility: 'private',
    price: 5,
    views: '7',
    likes: 2,
    updated_at: new Date('2030-01-01T00:00:00Z'),
    published_at: null,
    scheduled_at: null,
    encoding_error: '/tmp/work/source.mp4: Invalid data found when processing input',
    viewable_tiers: ['gold'],
    free_tier: false,
    list,
  }) as ProjectedRow

describe('groupProjected', () => {
  it('puts each row in its list and counts every list', () => {
    const answer = groupProjected(
      [row('a', 'published'), row('b', 'clips')],
      [
        { list: 'published', n: '3' },
        { list: 'clips', n: 1 },
      ],
      undefined,
      new Map([['b', { purchases: 3, revenue: 45 }]]),
    )
    expect(Object.keys(answer.lists)).toEqual([...LISTS])
    expect(answer.lists.published?.map((item) => item.contentOid)).toEqual(['a'])
    expect(answer.lists.clips?.[0]).toMatchObject({
      views: 7,
      likes: 2,
      isPrivateContent: true,
      modified: '2030-01-01T00:00:00.000Z',
      publishedAt: null,
      viewableTiers: ['gold'],
      purchases: 3,
      revenue: 45,
      // The encoder's words (a path here) never reach the studio.
      encodingFailure: 'encoder',
    })
    expect(answer.lists.published?.[0]).toMatchObject({ purchases: 0, revenue: 0 })
    expect(answer.counts).toEqual({
      unpublished: 0,
      inprogress: 0,
      scheduled: 0,
      published: 3,
      clips: 1,
      scenario: 0,
    })
  })

  it('answers only the list asked for', () => {
    expect(Object.keys(groupProjected([], [], 'scenario').lists)).toEqual(['scenario'])
  })
})
