import { describe, expect, it } from 'vitest'
import { unlockingTier } from './tier-lock'

const tier = (tierHash: string, position: number) => ({ tierHash, position, name: tierHash })

describe('unlockingTier', () => {
  it('names the lowest of the content’s tiers', () => {
    const tiers = [tier('patron', 2), tier('supporter', 1), tier('follower', 0)]
    expect(unlockingTier(tiers, ['patron', 'supporter'])?.name).toBe('supporter')
    expect(unlockingTier(tiers, ['patron'])?.name).toBe('patron')
  })
  it('names none when the content’s tiers are gone', () => {
    expect(unlockingTier([tier('supporter', 1)], ['removed'])).toBeNull()
    expect(unlockingTier([], [])).toBeNull()
  })
})
