import type { SubscriptionErrorTexts } from './en'

export const subscriptionErrorsKo: SubscriptionErrorTexts = {
  SUBSCRIPTION_TERMS_REQUIRED: '결제 약관에 동의해야 합니다.',
  SUBSCRIPTION_FREE_TIER: '무료 티어입니다. 결제 없이 구독하세요.',
  SUBSCRIPTION_PAYMENT_ERROR: '구독 결제 오류',
}
