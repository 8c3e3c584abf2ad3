import { expect, it } from 'vitest'
import { newJobs, slotOf } from './enqueue'

it('gives each kind one slot and each subtitle language its own', () => {
  expect(slotOf({ kind: 'audio' })).toBe('audio')
  expect(slotOf({ kind: 'subtitle', language: 'ko' })).toBe('subtitle:ko')
  expect(slotOf({ kind: 'subtitle', language: 'ko' })).not.toBe(
    slotOf({ kind: 'subtitle', language: 'en' }),
  )
})

it("queues a job per source with its format (else the kind's usual one) and the request's options", () => {
  const [video, subtitle] = newJobs({
    contentOid: 'c',
    ownerOid: 'o',
    requestedBy: 'r',
    skipEncryption: true,
    sources: [
      { kind: 'video', sourceKey: 'private/o/v.mov', format: 'mov', language: 'ko' },
      { kind: 'subtitle', sourceKey: 'private/o/s.srt', language: 'ko' },
    ],
  })
  expect(video).toEqual({
    contentOid: 'c',
    ownerOid: 'o',
    requestedBy: 'r',
    kind: 'video',
    sourceKey: 'private/o/v.mov',
    options: { skipEncryption: true, format: 'mov' },
  })
  expect(subtitle?.options).toEqual({ language: 'ko', skipEncryption: true, format: 'srt' })
})
