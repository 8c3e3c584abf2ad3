import { describe, expect, it } from 'vitest'
import { checkUploadForm, mediaOf, type UploadFormValues } from './upload-form'

const valid: UploadFormValues = {
  title: 'Night rain',
  tags: 'rain, sleep',
  price: '30',
  description: '',
  visibility: 'public',
  adult: false,
  category: 'asmr',
  thumbnail: { name: 'cover.PNG', size: 1000 },
  subtitles: null,
  files: [{ name: 'rain.mp3', size: 5000 }],
}

describe('upload form', () => {
  it('accepts a complete form', () => {
    expect(checkUploadForm(valid)).toEqual([])
    expect(mediaOf(valid.files)).toBe('audio')
    expect(mediaOf([{ name: 'a.mov' }, { name: 'b.jpg' }])).toBe('video')
  })

  it('requires a title, a thumbnail and a file, and refuses other types, prices and sizes', () => {
    const keys = checkUploadForm({
      ...valid,
      title: ' ',
      thumbnail: null,
      files: [],
      price: '100000001',
    }).map((problem) => problem.key)
    expect(keys).toEqual([
      'uploadForm.titleRequired',
      'uploadForm.priceWrong',
      'uploadForm.thumbnailRequired',
      'uploadForm.filesRequired',
    ])
    const types = checkUploadForm({
      ...valid,
      subtitles: { name: 'subs.vtt', size: 1 },
      files: [
        { name: 'clip.webm', size: 1 },
        { name: 'huge.mp4', size: 21 * 1024 ** 3 },
      ],
    })
    expect(types.map((problem) => [problem.field, problem.key])).toEqual([
      ['subtitles', 'uploadForm.badType'],
      ['files', 'uploadForm.badType'],
      ['files', 'uploadForm.tooLarge'],
    ])
  })
})
