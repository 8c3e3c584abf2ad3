import type { TwoFactorSetupResponse } from '../../platform/accounts/contract'

/**
 * The spec's two-factor setup states as a pure reducer: show QR code or secret,
 * enter the 6-digit code, verify, success; turning it off needs the current code.
 */
export type TwoFactorView =
  | { status: 'loading' }
  | { status: 'off'; notice: 'disabled' | null }
  | { status: 'settingUp'; setup: TwoFactorSetupResponse; showSecret: boolean }
  | { status: 'on'; notice: 'enabled' | null; disabling: boolean }

export type TwoFactorEvent =
  | { type: 'statusLoaded'; enabled: boolean }
  | { type: 'setupStarted'; setup: TwoFactorSetupResponse }
  | { type: 'secretToggled' }
  | { type: 'setupCancelled' }
  | { type: 'confirmed' }
  | { type: 'disableRequested' }
  | { type: 'disableCancelled' }
  | { type: 'disabled' }

export const initialTwoFactorView: TwoFactorView = { status: 'loading' }

export function stepTwoFactor(view: TwoFactorView, event: TwoFactorEvent): TwoFactorView {
  switch (event.type) {
    case 'statusLoaded':
      return event.enabled
        ? { status: 'on', notice: null, disabling: false }
        : { status: 'off', notice: null }
    case 'setupStarted':
      return { status: 'settingUp', setup: event.setup, showSecret: false }
    case 'secretToggled':
      return view.status === 'settingUp' ? { ...view, showSecret: !view.showSecret } : view
    case 'setupCancelled':
      return view.status === 'settingUp' ? { status: 'off', notice: null } : view
    case 'confirmed':
      return { status: 'on', notice: 'enabled', disabling: false }
    case 'disableRequested':
      return view.status === 'on' ? { status: 'on', notice: null, disabling: true } : view
    case 'disableCancelled':
      return view.status === 'on' ? { ...view, disabling: false } : view
    case 'disabled':
      return { status: 'off', notice: 'disabled' }
    default:
      return unreachable(event)
  }
}

function unreachable(event: never): never {
  throw new Error(`stepTwoFactor: unknown event ${JSON.stringify(event)}`)
}
