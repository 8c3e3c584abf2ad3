import { describe, expect, it } from 'vitest'
import { downloadFileName, signedSubtitles } from './files'

const OID = 'a'.repeat(24)

describe('downloadFileName', () => {
  it('is the title with the address’s extension, lower-cased', () => {
    expect(downloadFileName('Harbour Nights', OID, '/x/file.MP3')).toBe('Harbour Nights.mp3')
    expect(downloadFileName('Harbour', OID, '/x/file')).toBe('Harbour')
  })

  it('blanks characters file systems refuse and collapses the spaces', () => {
    expect(downloadFileName('a/b:c*?  "d"<e>|\\f\u0001g', OID, '/f.mp4')).toBe('a b c d e f g.mp4')
  })

  it('falls back to the oid for an empty or blank title and keeps 100 characters', () => {
    expect(downloadFileName('', OID, '/f.mp4')).toBe(`${OID}.mp4`)
    expect(downloadFileName('///', OID, '/f.mp4')).toBe(`${OID}.mp4`)
    expect(downloadFileName('x'.repeat(150), OID, '/f')).toBe('x'.repeat(100))
  })
})

describe('signedSubtitles', () => {
  it('signs each recorded address and drops empty ones', () => {
    expect(signedSubtitles({ en: '/en.vtt', ko: '' }, (address) => `signed:${address}`)).toEqual({
      en: 'signed:/en.vtt',
    })
  })
})
