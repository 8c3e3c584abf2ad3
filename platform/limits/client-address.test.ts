import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address'

describe('the client a limit counts', () => {
  it('is the IPv4 address, mapped or not', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9')
    expect(clientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9')
  })

  it('is the /64 of an IPv6 address, however it is written', () => {
    const block = '2001:db8:aa:1::/64'
    for (const address of [
      '2001:db8:aa:1::1',
      '2001:0db8:00aa:0001:ffff:ffff:ffff:fffe',
      '2001:DB8:AA:1:0:0:0:7%eth0',
    ])
      expect(clientAddress(address)).toBe(block)
    expect(clientAddress('2001:db8:aa:2::1')).not.toBe(block)
    expect(clientAddress('::1')).toBe('0:0:0:0::/64')
  })
})
