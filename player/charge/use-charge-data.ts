import { createPaymentsApi } from '../../web/api/payments'
import { apiClient } from '../../web/session'

export const paymentsApi = createPaymentsApi(apiClient)
