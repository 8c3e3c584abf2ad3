import { describe, expect, it } from 'vitest'
import { escapeHtml, renderCheckoutPage } from './sandbox-page'

const view = {
  oid: 'a'.repeat(24),
  token: 'tok"en<&>',
  product: '<script>alert(1)</script>',
  kind: 'giftcard' as const,
  coins: 0,
  currency: 'USD' as const,
  amount: 1099,
  pending: true,
}

describe('sandbox checkout page', () => {
  it('escapes every dynamic value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
    const html = renderCheckoutPage(view, 'en')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('10.99 USD')
    expect(html).toContain(`/approve?token=${escapeHtml(encodeURIComponent(view.token))}`)
  })

  it('speaks the request language and hides the buttons once finished', () => {
    const ko = renderCheckoutPage({ ...view, kind: 'coins', coins: 1000 }, 'ko')
    expect(ko).toContain('lang="ko"')
    expect(ko).toContain('1,000 코인')
    expect(ko).toContain('결제 승인')
    const jp = renderCheckoutPage(view, 'jp')
    expect(jp).toContain('lang="ja"')
    const done = renderCheckoutPage({ ...view, pending: false }, 'en')
    expect(done).not.toContain('Approve payment')
    expect(done).toContain('This payment is already finished.')
  })

  it('names the item in words, never its product key', () => {
    const monthly = renderCheckoutPage(
      { ...view, kind: 'subscription', product: `subscribe:${'b'.repeat(24)}:2026-11` },
      'en',
    )
    expect(monthly).toContain('<dd>Channel subscription, November 2026</dd>')
    expect(monthly).not.toContain('subscribe:')
    const ko = renderCheckoutPage(
      { ...view, kind: 'subscription', product: `subscription:${'b'.repeat(24)}:2026-12:1` },
      'ko',
    )
    expect(ko).toContain('채널 구독, 2026년 12월')
    expect(renderCheckoutPage({ ...view, product: 'dlsite-3000' }, 'en')).toContain(
      'Gift card (dlsite-3000)',
    )
  })

  it('says whether the card is kept, as the wallet does', () => {
    const coins = renderCheckoutPage({ ...view, kind: 'coins', coins: 300 }, 'en')
    expect(coins).toContain('Buying coins does not save this card.')
    const monthly = renderCheckoutPage({ ...view, kind: 'subscription' }, 'en')
    expect(monthly).toContain('This card is saved in your wallet for the monthly renewal')
    expect(renderCheckoutPage(view, 'en')).not.toContain('data-card-note')
  })
})
