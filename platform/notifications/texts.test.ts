import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../engine/i18n/languages'
import { NOTIFICATION_KINDS } from './kinds'
import { notificationMail, notificationText } from './texts'

describe('notification texts', () => {
  it('says one event by name and a gathered group by its count', () => {
    const data = { title: 'Gull Rock', nickname: 'Ana' }
    expect(notificationText({ kind: 'comment', data, count: 1 })).toBe(
      'Ana commented on "Gull Rock".',
    )
    expect(notificationText({ kind: 'comment', data, count: 3 })).toBe(
      '3 new comments on "Gull Rock".',
    )
    expect(notificationText({ kind: 'reply', data, count: 1 }, 'jp')).toBe(
      'Anaさんが「Gull Rock」へのあなたのコメントに返信しました。',
    )
    expect(
      notificationText({ kind: 'like', data: { title: 'Bells', likes: 10_000 }, count: 1 }, 'es'),
    ).toBe('«Bells» llegó a 10.000 me gusta.')
    expect(notificationText({ kind: 'donation', data: { total: 12500 }, count: 4 }, 'ko')).toBe(
      '후원 4건, 모두 12,500코인을 받았어요.',
    )
  })

  it('has a text for every kind in every language, without a missing field showing', () => {
    for (const language of LANGUAGES) {
      for (const kind of NOTIFICATION_KINDS) {
        for (const count of [1, 2]) {
          const text = notificationText({ kind, data: {}, count }, language)
          expect(text.length, `${language} ${kind}`).toBeGreaterThan(3)
          expect(text).not.toMatch(/undefined|null|NaN|\{\{/)
        }
      }
    }
  })

  it("names an anonymous donor as someone, in the reader's language", () => {
    const data = { nickname: null, amount: 500 }
    expect(notificationText({ kind: 'donation', data, count: 1 })).toBe(
      'Someone donated 500 coins.',
    )
    expect(notificationText({ kind: 'donation', data, count: 1 }, 'ko')).toBe(
      '누군가가 500코인을 후원했어요.',
    )
  })

  it('mails the text with its link and why it was sent', () => {
    const mail = notificationMail(
      { kind: 'purchase', data: { title: 'Bells' }, count: 1 },
      'en',
      'https://taleloom.example/play/abc',
    )
    expect(mail.subject).toBe('Taleloom: Someone bought your content "Bells".')
    expect(mail.text.split('\n')).toEqual([
      'Someone bought your content "Bells".',
      'https://taleloom.example/play/abc',
      '',
      'You get this mail because e-mail is on for this kind of notification under My Info → Notifications.',
    ])
  })
})
