import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodingFailureOf } from './encoding-failure'

describe('encodingFailureOf', () => {
  it('names the encoder’s recorded sentences', () => {
    expect(encodingFailureOf(null)).toBeNull()
    expect(encodingFailureOf('The uploaded .mp4 file is not a readable MP4 video')).toBe(
      'unreadable',
    )
    expect(encodingFailureOf('The file has no audio track')).toBe('no-audio')
    expect(encodingFailureOf('The file has no video track')).toBe('no-video')
    expect(
      encodingFailureOf('Videos up to 4K width are accepted (3840 px); this one is 5000 px wide'),
    ).toBe('too-large')
    expect(encodingFailureOf('The subtitle file has no readable SRT cues')).toBe('subtitle')
    expect(encodingFailureOf('Encoding was cancelled')).toBe('cancelled')
    expect(
      encodingFailureOf(
        'A file of this content is not one of its creator’s uploads: upload it again',
      ),
    ).toBe('missing')
  })

  it('never hands on tool output or a path: any other text is the encoder’s trouble', () => {
    expect(
      encodingFailureOf(
        'ffmpeg exited with code 1: /var/lib/taleloom/work/abc/source.mp4: Invalid data found',
      ),
    ).toBe('encoder')
    const known = [
      'cancelled',
      'subtitle',
      'no-audio',
      'no-video',
      'too-large',
      'unreadable',
      'missing',
      'encoder',
    ]
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        expect(known).toContain(encodingFailureOf(text))
      }),
    )
  })
})
