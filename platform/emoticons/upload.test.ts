import { describe, expect, it } from 'vitest'
import { uploadRefusal } from './upload'

describe('uploadRefusal', () => {
  it('answers each refused verdict with the spec’s error', () => {
    const refusal = (reason: Parameters<typeof uploadRefusal>[0]['reason']) =>
      uploadRefusal({ ok: false, reason }, 60_000)
    expect(refusal('name').code).toBe('EMOTICON_NAME_REQUIRED')
    expect(refusal('too-large')).toMatchObject({
      status: 413,
      code: 'EMOTICON_SIZE_LIMIT',
      details: { byteSize: 60_000 },
    })
    expect(refusal('not-png').code).toBe('EMOTICON_NOT_PNG')
    expect(refusal('type')).toMatchObject({ status: 415, code: 'EMOTICON_TYPE_INVALID' })
    expect(refusal('corrupt')).toMatchObject({ status: 400, code: 'EMOTICON_UPLOAD_FAILED' })
  })

  it('names the dimensions it was given', () => {
    expect(
      uploadRefusal({ ok: false, reason: 'dimensions', width: 64, height: 32 }, 100).details,
    ).toMatchObject({ width: 64, height: 32 })
  })
})
