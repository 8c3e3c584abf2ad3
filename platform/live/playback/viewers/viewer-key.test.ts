import { describe, expect, it } from 'vitest'
import { viewerKeyOf } from './viewer-key'

describe('viewerKeyOf', () => {
  it('names a signed-in viewer by account, whatever the address', () => {
    expect(viewerKeyOf('a'.repeat(24), '198.51.100.7')).toBe(`user:${'a'.repeat(24)}`)
    expect(viewerKeyOf('a'.repeat(24), '203.0.113.9')).toBe(`user:${'a'.repeat(24)}`)
  })

  it('names a viewer without an account by address; IPv4-mapped as IPv4', () => {
    expect(viewerKeyOf(null, '198.51.100.7')).toBe('ip:198.51.100.7')
    expect(viewerKeyOf(null, '::ffff:198.51.100.7')).toBe('ip:198.51.100.7')
    expect(viewerKeyOf(null, '198.51.100.8')).not.toBe(viewerKeyOf(null, '198.51.100.7'))
  })

  it('counts an IPv6 block of /64 as one address, however it is written', () => {
    const block = viewerKeyOf(null, '2001:db8:1:2::1')
    expect(block).toBe('ip:2001:db8:1:2::/64')
    expect(viewerKeyOf(null, '2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(block)
    expect(viewerKeyOf(null, '2001:db8:1:2:0:0:0:9%eth0')).toBe(block)
    expect(viewerKeyOf(null, '2001:db8:1:3::1')).not.toBe(block)
    expect(viewerKeyOf(null, '::1')).toBe('ip:0:0:0:0::/64')
  })
})
