/**
 * Credit holds for chat generation: reserve, settle, void and expiry, group-committed into
 * one `wallet_hold_apply` call per batch. Where each database function is defined:
 * - `wallet_hold_apply`, its plans: functions/apply.ts
 * - `wallet_hold_reserve`, `wallet_hold_finish`: functions/reserve-finish.ts
 * - `wallet_hold_finish_request`: functions/finish-request.ts
 * - `wallet_lock_credit_accounts`: functions/lock-accounts.ts
 */
export {
  type Hold,
  type HoldStatus,
  type ReserveInput,
  readHold,
  releaseExpiredHolds,
  reserve,
  type SettleResult,
  settle,
  voidHold,
} from './credit-holds'
export { applyFunction, applyPlans } from './functions/apply'
export { finishRequestFunction } from './functions/finish-request'
export { lockCreditAccountsFunction } from './functions/lock-accounts'
export { reserveAndFinishFunctions } from './functions/reserve-finish'
export { applyHoldOperations, type HoldOperation, type HoldOutcome } from './group-commit'
