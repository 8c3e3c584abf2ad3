import { afterEach, describe, expect, it, vi } from 'vitest'
import { editTarget } from './content-paths'
import { keepStatus } from './row-status'

describe('editTarget', () => {
  const oid = 'a'.repeat(24)
  it('names the content of an edit path, in any language prefix', () => {
    expect(editTarget('/studio2/simpleuploader/published/edit', `?contentOid=${oid}`)).toBe(oid)
    expect(editTarget('/ko/studio2/simpleuploader/unpublished/edit/', `?contentOid=${oid}`)).toBe(
      oid,
    )
  })
  it('is the plain upload form otherwise, or for an id that is not one', () => {
    expect(editTarget('/studio2/simpleuploader/audio', `?contentOid=${oid}`)).toBeNull()
    expect(editTarget('/studio2/simpleuploader/published/edit', '')).toBeNull()
    expect(
      editTarget('/studio2/simpleuploader/published/edit', '?contentOid=../../account'),
    ).toBeNull()
  })
})

describe('keepStatus', () => {
  it('keeps a content where it is; one in encoding stays headed for publication', () => {
    expect(keepStatus('unpublished')).toBe('unpublished')
    expect(keepStatus('inprogress')).toBe('inprogress')
    expect(keepStatus('scheduled')).toBe('scheduled')
    expect(keepStatus('published')).toBe('published')
    expect(keepStatus('encoding')).toBe('published')
  })
})

describe('scenario rows', () => {
  const row = { contentOid: 'b'.repeat(24), status: 'inprogress' as const, contentType: 'scenario' }
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  it('open in the scenario studio and play in the scenario player', async () => {
    vi.stubGlobal('location', { pathname: '/ko/studio2/contents' })
    const { contentPagePath, editPath } = await import('./content-paths')
    expect(editPath(row)).toBe(`/ko/studio2/create-scenario?contentOid=${row.contentOid}`)
    expect(contentPagePath({ ...row, media: 'none', category: 'other' })).toBe(
      `/ko/scenario/${row.contentOid}`,
    )
  })
})
