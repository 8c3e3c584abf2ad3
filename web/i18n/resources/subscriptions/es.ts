import type { SubscriptionErrorTexts } from './en'

export const subscriptionErrorsEs: SubscriptionErrorTexts = {
  SUBSCRIPTION_TERMS_REQUIRED: 'Debes aceptar las condiciones de pago.',
  SUBSCRIPTION_FREE_TIER: 'Este nivel es gratuito: suscríbete sin pagar.',
  SUBSCRIPTION_PAYMENT_ERROR: 'Error en el pago de la suscripción',
}
