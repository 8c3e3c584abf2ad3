import { describe, expect, it } from 'vitest'
import { withoutLinkResult, xLinkNotice } from './x-link-result'

describe('the X link result in the address', () => {
  it('reads each result with its tone and the coins paid', () => {
    expect(xLinkNotice('?platformLink=linked&platform=twitter&reward=500')).toEqual({
      tone: 'success',
      key: 'linked',
      coins: 500,
    })
    expect(xLinkNotice('?platformLink=cancelled&platform=twitter')?.key).toBe('cancelled')
    expect(xLinkNotice('?platformLink=expired&platform=twitter')?.key).toBe('failed')
    expect(xLinkNotice('?platformLink=too_few_followers&platform=twitter')?.tone).toBe('error')
    expect(xLinkNotice('?platformLink=linked&platform=twitter&reward=-5')?.coins).toBe(0)
  })

  it('ignores other platforms and unknown results', () => {
    expect(xLinkNotice('?platformLink=linked&platform=twitch')).toBeNull()
    expect(xLinkNotice('?platformLink=whatever&platform=twitter')).toBeNull()
    expect(xLinkNotice('')).toBeNull()
  })

  it('keeps the rest of the address when the result is taken out', () => {
    expect(withoutLinkResult('/myinfo', '?tab=profile&platformLink=linked&platform=twitter')).toBe(
      '/myinfo?tab=profile',
    )
    expect(withoutLinkResult('/ko/myinfo', '?platformLink=failed&platform=twitter')).toBe(
      '/ko/myinfo',
    )
  })
})
