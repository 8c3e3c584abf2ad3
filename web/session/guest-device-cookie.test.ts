import { describe, expect, it } from 'vitest'
import {
  GUEST_DEVICE_MAX_AGE_SECONDS,
  guestDeviceCookie,
  isGuestDeviceId,
  readCookie,
} from './guest-device-cookie'

describe('guest device cookie', () => {
  it('lasts two years on the whole site', () => {
    const cookie = guestDeviceCookie('abcdefghijklmnop1234', false)
    expect(cookie).toContain('tl_guest_device=abcdefghijklmnop1234')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain(`Max-Age=${GUEST_DEVICE_MAX_AGE_SECONDS}`)
    expect(GUEST_DEVICE_MAX_AGE_SECONDS).toBe(730 * 24 * 3600)
    expect(cookie).not.toContain('Secure')
    expect(guestDeviceCookie('abcdefghijklmnop1234', true)).toContain('Secure')
  })

  it('reads one cookie out of many', () => {
    expect(readCookie('a=1; tl_guest_device=xyz; b=2', 'tl_guest_device')).toBe('xyz')
    expect(readCookie('a=1', 'tl_guest_device')).toBeNull()
    expect(readCookie('', 'tl_guest_device')).toBeNull()
  })

  it('accepts only the server id shape', () => {
    expect(isGuestDeviceId('abcdefghijklmnop1234')).toBe(true)
    expect(isGuestDeviceId('short')).toBe(false)
    expect(isGuestDeviceId('has spaces in it here')).toBe(false)
  })
})
