import { describe, expect, it } from 'vitest'
import { studioLinkNotice } from './link-result'

describe("the studio's platform link result", () => {
  it("says the spec's texts' keys for each result", () => {
    expect(studioLinkNotice('?platformLink=taken&platform=twitch')).toEqual({
      tone: 'error',
      key: 'alreadyLinked',
      platform: 'twitch',
    })
    expect(studioLinkNotice('?platformLink=cancelled&platform=youtube')?.key).toBe('cancelled')
    expect(studioLinkNotice('?platformLink=expired&platform=youtube')?.key).toBe('failed')
    expect(studioLinkNotice('?platformLink=linked&platform=youtube')?.tone).toBe('success')
  })

  it('leaves X and unknown answers to others', () => {
    expect(studioLinkNotice('?platformLink=linked&platform=twitter')).toBeNull()
    expect(studioLinkNotice('?platformLink=nope&platform=twitch')).toBeNull()
  })
})
