import { describe, expect, it } from 'vitest'
import type { ChatEmoticonGroup } from './contract'
import { usableEmoticonsIn, viewerEmoticons } from './emoticons'

const group = (name: string, useLevel: number, names: string[]): ChatEmoticonGroup => ({
  _id: name,
  name,
  tierHash: useLevel === 0 ? null : `tier${useLevel}`,
  useLevel,
  emoticons: names.map((emoticon) => ({
    key: `${emoticon}.png`,
    name: emoticon,
    url: `/api/emoticon/image/${emoticon}.png`,
    size: 28,
  })),
})
const creator = [group('free', 0, ['wave']), group('gold', 1, ['shine']), group('vip', 2, ['gem'])]
const platform = [group('platform', 0, ['ok'])]

describe('viewerEmoticons', () => {
  it('offers the groups at or below the level, then the platform ones; a visitor uses none', () => {
    const gold = viewerEmoticons({ creator, platform }, 1, true)
    expect(gold.usable.map((g) => g.name)).toEqual(['free', 'gold', 'platform'])
    expect(gold.all.map((g) => g.name)).toEqual(['free', 'gold', 'vip', 'platform'])
    expect(viewerEmoticons({ creator, platform }, 0, true).usable.map((g) => g.name)).toEqual([
      'free',
      'platform',
    ])
    expect(viewerEmoticons({ creator, platform }, 0, false).usable).toEqual([])
  })
})

describe('usableEmoticonsIn', () => {
  it('lists usable tokens once, by name or key; the rest stays text', () => {
    const usable = viewerEmoticons({ creator, platform }, 1, true).usable
    const found = usableEmoticonsIn(':wave: :gem: :shine: :wave: :ok.png: :nope:', usable)
    expect(found.map((e) => e.name)).toEqual(['wave', 'shine', 'ok'])
    expect(usableEmoticonsIn('a:b:wave:', usable).map((e) => e.name)).toEqual(['wave'])
    expect(usableEmoticonsIn('10:30 no tokens', usable)).toEqual([])
  })
})
