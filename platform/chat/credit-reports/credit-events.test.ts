import { describe, expect, it } from 'vitest'
import { creditEventSeries } from './credit-events'

describe('creditEventSeries', () => {
  it('joins the three counts by day, zero where a day has none, oldest first, with their sums', () => {
    const { days, totals } = creditEventSeries(
      [{ day: '2026-01-02', chats: 4, paidChats: 3, creditsCharged: 30 }],
      [
        { day: '2026-01-02', couponChats: 1 },
        { day: '2026-01-01', couponChats: 2 },
      ],
      [{ day: '2026-01-03', commentRefunds: 1, creditsRefunded: 5 }],
    )
    expect(days).toEqual([
      {
        day: '2026-01-01',
        chats: 0,
        paidChats: 0,
        creditsCharged: 0,
        couponChats: 2,
        commentRefunds: 0,
        creditsRefunded: 0,
      },
      {
        day: '2026-01-02',
        chats: 4,
        paidChats: 3,
        creditsCharged: 30,
        couponChats: 1,
        commentRefunds: 0,
        creditsRefunded: 0,
      },
      {
        day: '2026-01-03',
        chats: 0,
        paidChats: 0,
        creditsCharged: 0,
        couponChats: 0,
        commentRefunds: 1,
        creditsRefunded: 5,
      },
    ])
    expect(totals).toEqual({
      chats: 4,
      paidChats: 3,
      creditsCharged: 30,
      couponChats: 3,
      commentRefunds: 1,
      creditsRefunded: 5,
    })
  })

  it('answers no days and zero totals for an empty period', () => {
    expect(creditEventSeries([], [], [])).toEqual({
      days: [],
      totals: {
        chats: 0,
        paidChats: 0,
        creditsCharged: 0,
        couponChats: 0,
        commentRefunds: 0,
        creditsRefunded: 0,
      },
    })
  })
})
