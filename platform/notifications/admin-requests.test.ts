import { describe, expect, it } from 'vitest'
import { newPageCursor } from './admin-paging'
import { pushRequest } from './admin-requests'
import { notificationText } from './texts'

const push = {
  requestId: 'push-request-1',
  segment: 'creators',
  title: ' Maintenance ',
  body: 'We are down at 3 UTC.',
}
const problem = (input: Record<string, unknown>) =>
  pushRequest.safeParse(input).error?.issues[0]?.message

describe('an admin push request', () => {
  it('takes a title, a text and a path on the site, trimmed', () => {
    const parsed = pushRequest.parse({ ...push, link: ' /c/sea ' })
    expect(parsed).toMatchObject({ title: 'Maintenance', link: '/c/sea' })
    expect(pushRequest.parse({ ...push, link: '' }).link).toBe('')
  })

  it('refuses what the page cannot send, with the texts the page shows', () => {
    expect(problem({ ...push, segment: 'user' })).toBe('Choose the user to notify.')
    expect(problem({ ...push, title: '  ' })).toBe('Enter a title.')
    expect(problem({ ...push, title: 'x'.repeat(101) })).toBe(
      'The title is at most 100 characters.',
    )
    expect(problem({ ...push, body: 'x'.repeat(501) })).toBe(
      'The notification is at most 500 characters.',
    )
    for (const link of ['https://evil.example', '//evil.example', 'c/sea', '/a b']) {
      expect(problem({ ...push, link })).toBe('The link is a path on this site, starting with /.')
    }
    expect(problem({ ...push, segment: 'admins' })).toBe(
      'segment is user, creators, livestreamers or everyone.',
    )
    expect(problem({ ...push, requestId: 'short' })).toMatch(/requestId/)
  })
})

describe('a pushed notice', () => {
  it('reads as its title and text in every language', () => {
    const facts = { kind: 'notice', data: { title: 'Hello', text: 'See you.' }, count: 1 }
    for (const language of ['en', 'ko', 'jp', 'es'] as const)
      expect(notificationText(facts, language)).toBe('Hello: See you.')
    expect(notificationText({ ...facts, data: { text: 'Only text' } })).toBe('Only text')
  })
})

describe('the next page of an admin list', () => {
  it('is the last row of a full page, when one more row was found', () => {
    const rows = ['a', 'b', 'c'].map((oid) => ({ oid }))
    expect(newPageCursor(rows, 2)).toBe('b')
    expect(newPageCursor(rows, 3)).toBeNull()
  })
})
