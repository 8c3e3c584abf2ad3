import type { PaymentsTexts } from './en'

export const paymentsJp: PaymentsTexts = {
  charge: {
    title: 'コインをチャージ',
    lead: 'コインはストーリー、チャット、応援に使えます。10コインは100円、1ドル、または1,000ウォンです。',
    balance: '所持コイン',
    currency: '通貨',
    packageCoins: '{{coins}} コイン',
    netPrice: '{{price}}＋消費税・手数料',
    buyerPrice: 'お支払い {{price}}',
    buy: '購入',
    buyLabel: '{{coins}} コインを {{price}} で購入',
    vatNote: '表示価格には消費税・手数料の10%が含まれていません。決済時に加算されます。',
    sandboxNote: 'テストモード：決済ページはサンドボックスで、実際にお金は動きません。',
    signedOut: 'コインをチャージするにはログインしてください。',
    noMethods: '現在利用できる支払い方法がありません。',
    redirecting: '決済ページを開いています…',
    packagesLabel: 'コインパッケージ',
  },
  /** Payment texts for codes whose chat meaning differs (`errorText(t, e, 'payments')`). */
  paymentErrors: {
    PROVIDER_ERROR: '決済会社から応答がありませんでした。もう一度お試しください。',
  },
  chargeResult: {
    backToChat: 'チャットに戻る',
    successTitle: 'お支払い完了',
    successText: '{{coins}} コインがウォレットに追加されました。',
    pendingTitle: 'お支払い処理中',
    pendingText: '決済会社の応答を待っています。このページは自動で更新されます。',
    failTitle: 'お支払い失敗',
    failText: 'お支払いは完了しませんでした。料金は請求されていません。',
    cancelledText: 'お支払いをキャンセルしました。料金は請求されていません。',
    missing: 'このお支払いは見つかりませんでした。',
    balance: 'コイン残高',
    historyTitle: '最近の購入',
    historyEmpty: 'まだ購入履歴はありません。',
    historyDate: '日付',
    historyCoins: 'コイン',
    historyPaid: '支払額',
    again: 'さらにチャージする',
    retry: 'もう一度試す',
  },
}
