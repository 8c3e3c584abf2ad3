import type { SubscriptionErrorTexts } from './en'

export const subscriptionErrorsJp: SubscriptionErrorTexts = {
  SUBSCRIPTION_TERMS_REQUIRED: '決済規約への同意が必要です。',
  SUBSCRIPTION_FREE_TIER: 'このティアは無料です。決済なしで登録してください。',
  SUBSCRIPTION_PAYMENT_ERROR: 'サブスクリプション決済エラー',
}
