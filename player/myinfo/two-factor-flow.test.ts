import { describe, expect, it } from 'vitest'
import { initialTwoFactorView, stepTwoFactor, type TwoFactorEvent } from './two-factor-flow'

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/x',
  qrDataUrl: 'data:image/png;base64,',
}

const run = (...events: TwoFactorEvent[]) => events.reduce(stepTwoFactor, initialTwoFactorView)

describe('two-factor setup flow', () => {
  it('goes QR → code → success', () => {
    expect(run({ type: 'statusLoaded', enabled: false })).toEqual({ status: 'off', notice: null })
    const settingUp = run({ type: 'statusLoaded', enabled: false }, { type: 'setupStarted', setup })
    expect(settingUp).toEqual({ status: 'settingUp', setup, showSecret: false })
    expect(stepTwoFactor(settingUp, { type: 'secretToggled' })).toMatchObject({ showSecret: true })
    expect(stepTwoFactor(settingUp, { type: 'confirmed' })).toEqual({
      status: 'on',
      notice: 'enabled',
      disabling: false,
    })
  })

  it('asks for the current code before turning it off', () => {
    const on = run({ type: 'statusLoaded', enabled: true })
    const asking = stepTwoFactor(on, { type: 'disableRequested' })
    expect(asking).toEqual({ status: 'on', notice: null, disabling: true })
    expect(stepTwoFactor(asking, { type: 'disableCancelled' })).toMatchObject({ disabling: false })
    expect(stepTwoFactor(asking, { type: 'disabled' })).toEqual({
      status: 'off',
      notice: 'disabled',
    })
  })

  it('ignores events that do not fit the current state', () => {
    const off = run({ type: 'statusLoaded', enabled: false })
    expect(stepTwoFactor(off, { type: 'secretToggled' })).toBe(off)
    expect(stepTwoFactor(off, { type: 'disableRequested' })).toBe(off)
  })
})
