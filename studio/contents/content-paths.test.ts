import { afterEach, describe, expect, it, vi } from 'vitest'
import { editTarget, uploaderEditor } from './content-paths'
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

describe('uploaderEditor: which editor a simpleuploader path opens', () => {
  const oid = 'c'.repeat(24)
  it('opens the timeline editor on a video layout with a content', () => {
    for (const layout of ['landscape', 'portrait', 'square'])
      expect(uploaderEditor(`/studio2/simpleuploader/${layout}`, `?contentOid=${oid}`)).toEqual({
        editor: 'timeline',
        contentOid: oid,
      })
    expect(uploaderEditor('/ko/studio2/simpleuploader/portrait/', `?contentOid=${oid}`)).toEqual({
      editor: 'timeline',
      contentOid: oid,
    })
  })
  it("opens the content's editor on {status}/edit, whatever the status", () => {
    for (const status of ['unpublished', 'inprogress', 'scheduled', 'published', 'encoding'])
      expect(
        uploaderEditor(`/jp/studio2/simpleuploader/${status}/edit`, `?contentOid=${oid}`),
      ).toEqual({ editor: 'edit', contentOid: oid })
  })
  it('is the new upload form otherwise', () => {
    expect(uploaderEditor('/studio2/simpleuploader/audio', `?contentOid=${oid}`)).toEqual({
      editor: 'upload',
    })
    expect(uploaderEditor('/studio2/simpleuploader/landscape', '')).toEqual({ editor: 'upload' })
    expect(uploaderEditor('/studio2/simpleuploader/landscape', '?contentOid=nope')).toEqual({
      editor: 'upload',
    })
    expect(uploaderEditor('/studio2/simpleuploader/published/edit', '')).toEqual({
      editor: 'upload',
    })
  })
})

describe('editorOf: where a content is edited', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  it('sends a scenario to the scenario studio and the rest to the form of their status', async () => {
    vi.stubGlobal('location', { pathname: '/es/studio2/contents' })
    const { editorOf } = await import('./content-paths')
    const oid = 'd'.repeat(24)
    expect(editorOf({ contentOid: oid, status: 'published', contentType: 'scenario' })).toEqual({
      editor: 'scenario',
      path: `/es/studio2/create-scenario?contentOid=${oid}`,
    })
    expect(editorOf({ contentOid: oid, status: 'inprogress', contentType: 'story' })).toEqual({
      editor: 'form',
      path: `/es/studio2/simpleuploader/inprogress/edit?contentOid=${oid}`,
    })
    expect(editorOf({ contentOid: oid, status: 'scheduled', contentType: 'clip' })).toEqual({
      editor: 'form',
      path: `/es/studio2/simpleuploader/scheduled/edit?contentOid=${oid}`,
    })
  })
})
