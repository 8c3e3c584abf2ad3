import type { RevenueErrorTexts } from './en'

export const revenueErrorsEs: RevenueErrorTexts = {
  SETTLEMENT_OUTSIDE_WINDOW: 'La liquidación se puede solicitar del día 25 al final del mes (UTC).',
  SETTLEMENT_ALREADY_REQUESTED: 'Ya se solicitó una liquidación este mes.',
  SETTLEMENT_BELOW_MINIMUM: 'Tus ingresos no alcanzan el importe mínimo de liquidación.',
  PAYOUT_ACCOUNT_REQUIRED: 'Registra una cuenta de pago antes de solicitar una liquidación.',
  SETTLEMENT_NOT_FOUND: 'No se encontró la liquidación.',
  SETTLEMENT_ALREADY_COMPLETE: 'Esta liquidación ya está completada.',
  EXCHANGE_RATE_MISSING: 'Aún no hay tipo de cambio para este mes.',
  STATISTICS_PEAK_HOURS: 'no disponible de 10:00 p. m. a 2:00 a. m.',
}
