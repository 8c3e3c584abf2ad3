import { describe, expect, it } from 'vitest'
import type { AppError, SessionUser } from '../http'
import { admitUploadRequest, type UploadRequest, uploadFields } from './request-upload'

const user = (roles: SessionUser['roles']): SessionUser => ({
  oid: 'u1',
  nickname: 'n',
  roles,
  language: null,
  isAdult: true,
})
const request: UploadRequest = {
  key: 'a/b',
  filetype: 'png',
  numParts: 1,
  access: 'public',
  context: 'image',
}

function refusal(run: () => void): string | null {
  try {
    run()
    return null
  } catch (error) {
    return (error as AppError).code
  }
}

describe('admitUploadRequest', () => {
  it('keeps content files to creators', () => {
    const content = { ...request, context: 'content', filetype: 'mp4' } as const
    expect(refusal(() => admitUploadRequest(user(['user']), content))).toBe('CREATORS_ONLY')
    expect(refusal(() => admitUploadRequest(user(['user', 'creator']), content))).toBeNull()
  })
  it('refuses a type the context does not take', () => {
    const profile = { ...request, context: 'profile', filetype: 'mp4' } as const
    expect(refusal(() => admitUploadRequest(user(['user']), profile))).toBe('FILE_TYPE_NOT_ALLOWED')
  })
  it('wants the content of a thumbnail, and the content and language of a subtitle', () => {
    const creator = user(['user', 'creator'])
    const thumbnail = { ...request, context: 'thumbnail' } as const
    expect(refusal(() => admitUploadRequest(creator, thumbnail))).toBe('MISSING_PARAMETERS')
    expect(refusal(() => admitUploadRequest(creator, { ...thumbnail, contentOid: 'c' }))).toBeNull()
    const subtitle = { ...request, context: 'subtitle', filetype: 'srt', contentOid: 'c' } as const
    expect(refusal(() => admitUploadRequest(creator, subtitle))).toBe('MISSING_PARAMETERS')
    expect(refusal(() => admitUploadRequest(creator, { ...subtitle, lang: 'ko' }))).toBeNull()
  })
})

describe('uploadFields', () => {
  const now = new Date(0)
  it('opens the row as uploading, with the store key and upload id', () => {
    expect(uploadFields(request, 'public/u1/a/b', 'up', now)).toMatchObject({
      store_key: 'public/u1/a/b',
      status: 'uploading',
      upload_id: 'up',
      num_parts: 1,
      content_oid: null,
      lang: null,
      region: null,
    })
  })
  it("gives only a preview a region, 'us' unless asked", () => {
    const preview = { ...request, context: 'preview', filetype: 'mp4' } as const
    expect(uploadFields(preview, 'k', 'up', now).region).toBe('us')
    expect(uploadFields({ ...preview, region: 'jp' }, 'k', 'up', now).region).toBe('jp')
    expect(uploadFields({ ...request, region: 'jp' }, 'k', 'up', now).region).toBeNull()
  })
})
