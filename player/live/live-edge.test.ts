import { describe, expect, it } from 'vitest'
import {
  isBehindLive,
  LIVE_EDGE_SLACK_SECONDS,
  liveEdgeTarget,
  secondsBehindLive,
} from './live-edge'

describe('the live edge', () => {
  it('measures how far the viewer is behind the newest buffered picture', () => {
    expect(secondsBehindLive([], 10)).toBe(0)
    expect(secondsBehindLive([4, 30], 20)).toBe(10)
    expect(secondsBehindLive([30], 31)).toBe(0)
  })

  it('says behind when paused or past the slack, not within it', () => {
    expect(isBehindLive([30], 30 - LIVE_EDGE_SLACK_SECONDS, false)).toBe(false)
    expect(isBehindLive([30], 30 - LIVE_EDGE_SLACK_SECONDS - 0.1, false)).toBe(true)
    expect(isBehindLive([30], 29.9, true)).toBe(true)
  })

  it('jumps just short of the edge, or nowhere before anything is buffered', () => {
    expect(liveEdgeTarget([])).toBeNull()
    expect(liveEdgeTarget([12, 40])).toBe(39.5)
    expect(liveEdgeTarget([0.2])).toBe(0)
  })
})
