/** Payments texts (English, the source). Spread into `../en.ts`; other languages mirror the keys. */
export const paymentsEn = {
  charge: {
    title: 'Charge coins',
    lead: 'Coins pay for stories, chats and gifts. 10 coins cost 1 USD, 100 JPY or 1,000 KRW.',
    balance: 'Your coins',
    currency: 'Currency',
    packageCoins: '{{coins}} coins',
    netPrice: '{{price}} + VAT and fees',
    buyerPrice: 'You pay {{price}}',
    buy: 'Buy',
    buyLabel: 'Buy {{coins}} coins for {{price}}',
    vatNote: 'Prices shown exclude an extra 10% for VAT and fees, which is added at checkout.',
    sandboxNote: 'Test mode: the checkout is a sandbox and no money moves.',
    signedOut: 'Log in to charge coins.',
    noMethods: 'No payment method is available right now.',
    redirecting: 'Opening the checkout…',
    packagesLabel: 'Coin packages',
  },
  /** Payment texts for codes whose chat meaning differs (`errorText(t, e, 'payments')`). */
  paymentErrors: {
    PROVIDER_ERROR: 'The payment provider did not answer. Please try again.',
  },
  chargeResult: {
    backToChat: 'Back to the chat',
    successTitle: 'Payment complete',
    successText: '{{coins}} coins were added to your wallet.',
    pendingTitle: 'Payment in progress',
    pendingText: 'We are waiting for the payment provider. This page updates by itself.',
    failTitle: 'Payment failed',
    failText: 'The payment was not completed. Nothing was charged.',
    cancelledText: 'You cancelled the payment. Nothing was charged.',
    missing: 'This payment was not found.',
    balance: 'Coin balance',
    historyTitle: 'Recent purchases',
    historyEmpty: 'No purchases yet.',
    historyDate: 'Date',
    historyCoins: 'Coins',
    historyPaid: 'Paid',
    again: 'Charge more coins',
    retry: 'Try again',
  },
} as const

export type PaymentsTexts = {
  readonly [Key in keyof typeof paymentsEn]: {
    readonly [Leaf in keyof (typeof paymentsEn)[Key]]: string
  }
}
