import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { containerMatches, misnamedFiles, sniffContainer } from './sniff-media'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
    ),
  )

describe('sniffContainer', () => {
  it('knows the containers the form takes by their first bytes', () => {
    expect(sniffContainer(bytes(0x89, 'PNG', 0x0d, 0x0a))).toBe('png')
    expect(sniffContainer(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg')
    expect(sniffContainer(bytes(0, 0, 0, 0x20, 'ftypisom'))).toBe('isobmff')
    expect(sniffContainer(bytes(0, 0, 0, 0x08, 'wide'))).toBe('isobmff')
    expect(sniffContainer(bytes('ID3', 4, 0))).toBe('mp3')
    expect(sniffContainer(bytes(0xff, 0xfb, 0x90, 0x64))).toBe('mp3')
    expect(sniffContainer(bytes(0, 0, 0xff, 0xf3, 0x90))).toBe('mp3')
  })

  it('refuses a document, a text or an empty file', () => {
    expect(sniffContainer(bytes('%PDF-1.7'))).toBeNull()
    expect(sniffContainer(bytes('PK', 3, 4))).toBeNull()
    expect(sniffContainer(bytes('hello, this is not a video'))).toBeNull()
    expect(sniffContainer(new Uint8Array())).toBeNull()
  })

  it('never throws, and text never passes as media', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (data) => {
        sniffContainer(data)
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcdefghij klmnop,.') }), (text) => {
        expect(sniffContainer(bytes(text))).toBeNull()
      }),
    )
  })
})

describe('containerMatches and misnamedFiles', () => {
  it('holds a file to what its name says', async () => {
    const mp4 = bytes(0, 0, 0, 0x20, 'ftypmp42')
    expect(containerMatches('clip.mp4', mp4)).toBe(true)
    expect(containerMatches('clip.MOV', mp4)).toBe(true)
    expect(containerMatches('clip.mp3', mp4)).toBe(false)
    expect(containerMatches('clip.txt', mp4)).toBe(false)
    const files = [
      new File([mp4], 'good.mp4'),
      new File(['just words'], 'notes.mp4'),
      new File([bytes('ID3', 3, 0)], 'song.mp3'),
    ]
    expect(await misnamedFiles(files)).toEqual(['notes.mp4'])
  })
})
