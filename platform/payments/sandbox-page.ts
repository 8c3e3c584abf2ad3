/**
 * The sandbox checkout page: plain server-rendered HTML, no script. Every dynamic value
 * is escaped; the page shows what will be charged and posts Approve or Decline.
 */
import type { Language } from '../../engine/i18n'
import { type Currency, toMajor } from './prices'

const TEXTS = {
  en: {
    title: 'Sandbox checkout',
    note: 'Test payment: no money moves.',
    item: 'Item',
    coins: (n: number) => `${n.toLocaleString('en-US')} coins`,
    subscription: (month: string) => `Channel subscription, ${month}`,
    giftcard: (code: string) => `Gift card (${code})`,
    locale: 'en-US',
    price: 'Price (incl. VAT and fees)',
    approve: 'Approve payment',
    decline: 'Decline',
    finished: 'This payment is already finished.',
    saves: 'This card is saved in your wallet for the monthly renewal and one-touch buys.',
    savesNot: 'Buying coins does not save this card.',
  },
  ko: {
    title: '샌드박스 결제',
    note: '테스트 결제입니다. 실제로 돈이 오가지 않습니다.',
    item: '상품',
    coins: (n: number) => `${n.toLocaleString('ko-KR')} 코인`,
    subscription: (month: string) => `채널 구독, ${month}`,
    giftcard: (code: string) => `기프트 카드 (${code})`,
    locale: 'ko-KR',
    price: '결제 금액 (부가세 및 수수료 포함)',
    approve: '결제 승인',
    decline: '거절',
    finished: '이미 끝난 결제입니다.',
    saves: '이 카드는 월 갱신과 원터치 결제를 위해 지갑에 저장됩니다.',
    savesNot: '코인 구매는 이 카드를 저장하지 않습니다.',
  },
  jp: {
    title: 'サンドボックス決済',
    note: 'テスト決済です。実際にお金は動きません。',
    item: '商品',
    coins: (n: number) => `${n.toLocaleString('ja-JP')} コイン`,
    subscription: (month: string) => `チャンネルのサブスク、${month}`,
    giftcard: (code: string) => `ギフトカード（${code}）`,
    locale: 'ja-JP',
    price: '支払額（消費税・手数料込み）',
    approve: '支払いを承認',
    decline: '拒否',
    finished: 'この支払いはすでに完了しています。',
    saves: 'このカードは毎月の更新とワンタッチ決済のためにウォレットに保存されます。',
    savesNot: 'コインの購入ではこのカードは保存されません。',
  },
  es: {
    title: 'Pago de prueba',
    note: 'Pago de prueba: no se mueve dinero.',
    item: 'Artículo',
    coins: (n: number) => `${n.toLocaleString('es-ES')} monedas`,
    subscription: (month: string) => `Suscripción al canal, ${month}`,
    giftcard: (code: string) => `Tarjeta regalo (${code})`,
    locale: 'es-ES',
    price: 'Precio (IVA y comisiones incluidos)',
    approve: 'Aprobar el pago',
    decline: 'Rechazar',
    finished: 'Este pago ya ha terminado.',
    saves:
      'Esta tarjeta se guarda en tu cartera para la renovación mensual y las compras con un toque.',
    savesNot: 'Comprar monedas no guarda esta tarjeta.',
  },
} as const

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

export interface CheckoutView {
  oid: string
  token: string
  product: string
  kind: 'coins' | 'giftcard' | 'subscription'
  coins: number
  currency: Currency
  amount: number
  pending: boolean
}

/** The item in words, never a product key: coins, the subscription's month, a gift card. */
function itemWords(view: CheckoutView, text: (typeof TEXTS)[keyof typeof TEXTS]): string {
  if (view.kind === 'coins') return text.coins(view.coins)
  if (view.kind === 'giftcard') return text.giftcard(view.product)
  // `subscribe:<oid>:<YYYY-MM>` (first payment) or `subscription:<oid>:<YYYY-MM>:<attempt>`.
  const period = /:(\d{4})-(\d{2})(?::|$)/.exec(view.product)
  const month = period
    ? new Date(Date.UTC(Number(period[1]), Number(period[2]) - 1, 1)).toLocaleDateString(
        text.locale,
        { month: 'long', year: 'numeric', timeZone: 'UTC' },
      )
    : ''
  return text.subscription(month).replace(/[,、]\s*$/, '')
}

export function renderCheckoutPage(view: CheckoutView, language: Language): string {
  const text = TEXTS[language] ?? TEXTS.en
  const item = itemWords(view, text)
  const action = (verb: string) =>
    escapeHtml(
      `/api/payment/sandbox/checkout/${view.oid}/${verb}?token=${encodeURIComponent(view.token)}`,
    )
  const htmlLang = language === 'jp' ? 'ja' : language
  // The wallet's one-touch cards say the same: a subscription's card is kept, a coin buy's is not.
  const cardNote =
    view.kind === 'subscription' ? text.saves : view.kind === 'coins' ? text.savesNot : ''
  const buttons = view.pending
    ? `<form method="post" action="${action('approve')}"><button type="submit" class="approve">${escapeHtml(text.approve)}</button></form>
    <form method="post" action="${action('decline')}"><button type="submit" class="decline">${escapeHtml(text.decline)}</button></form>`
    : `<p role="status">${escapeHtml(text.finished)}</p>`
  return `<!doctype html>
<html lang="${htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1d1b26; }
  .card { border: 1px solid #d8d4e6; border-radius: 12px; padding: 1.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { color: #5b5670; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .6rem 1.1rem; border-radius: 8px; border: 1px solid #6b4fd8; cursor: pointer; }
  .approve { background: #6b4fd8; color: #fff; } .decline { background: #fff; color: #6b4fd8; }
  .note { color: #5b5670; font-size: .9rem; }
</style>
</head>
<body>
<main class="card">
  <h1>${escapeHtml(text.title)}</h1>
  <p class="note">${escapeHtml(text.note)}</p>
  <dl>
    <dt>${escapeHtml(text.item)}</dt><dd>${escapeHtml(item)}</dd>
    <dt>${escapeHtml(text.price)}</dt><dd>${escapeHtml(`${toMajor(view.amount, view.currency)} ${view.currency}`)}</dd>
  </dl>
  ${cardNote ? `<p class="note" data-card-note>${escapeHtml(cardNote)}</p>` : ''}
  <div class="actions">
    ${buttons}
  </div>
</main>
</body>
</html>`
}
