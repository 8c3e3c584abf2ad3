import { describe, expect, it } from 'vitest'
import { timelineTarget } from './timeline-paths'

const OID = 'a'.repeat(24)

describe('where the timeline editor opens', () => {
  it('is simpleuploader/{videoLayout} with a content id; the upload form otherwise', () => {
    expect(timelineTarget('/studio2/simpleuploader/landscape', `?contentOid=${OID}`)).toBe(OID)
    expect(timelineTarget('/ko/studio2/simpleuploader/portrait/', `?contentOid=${OID}`)).toBe(OID)
    expect(timelineTarget('/studio2/simpleuploader/square', `?contentOid=${OID}`)).toBe(OID)
    expect(timelineTarget('/studio2/simpleuploader/landscape', '')).toBeNull()
    expect(timelineTarget('/studio2/simpleuploader/audio', `?contentOid=${OID}`)).toBeNull()
    expect(
      timelineTarget('/studio2/simpleuploader/published/edit', `?contentOid=${OID}`),
    ).toBeNull()
    expect(timelineTarget('/studio2/simpleuploader/landscape', '?contentOid=nope')).toBeNull()
  })
})
