/** The studio upload form's rules (documents 1 and 3), as i18n keys with their values. */
export const MEDIA_TYPES = ['jpg', 'jpeg', 'png', 'mp3', 'mp4', 'mov'] as const
export const THUMBNAIL_TYPES = ['jpg', 'jpeg', 'png'] as const
export const MAX_CONTENT_BYTES = 20 * 1024 ** 3
export const PRICE_CAP = 100_000_000

export interface UploadFormValues {
  title: string
  tags: string
  price: string
  description: string
  visibility: 'public' | 'private'
  adult: boolean
  category: string
  thumbnail: { name: string; size: number } | null
  subtitles: { name: string; size: number } | null
  files: { name: string; size: number }[]
}

export interface FormProblem {
  field: 'title' | 'price' | 'thumbnail' | 'files' | 'subtitles'
  key: string
  values?: Record<string, string>
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export function checkUploadForm(form: UploadFormValues): FormProblem[] {
  const problems: FormProblem[] = []
  if (!form.title.trim()) problems.push({ field: 'title', key: 'uploadForm.titleRequired' })
  const price = form.price.trim() === '' ? 0 : Number(form.price)
  if (!Number.isInteger(price) || price < 0 || price > PRICE_CAP)
    problems.push({ field: 'price', key: 'uploadForm.priceWrong' })
  if (!form.thumbnail) problems.push({ field: 'thumbnail', key: 'uploadForm.thumbnailRequired' })
  else if (!(THUMBNAIL_TYPES as readonly string[]).includes(extensionOf(form.thumbnail.name)))
    problems.push({
      field: 'thumbnail',
      key: 'uploadForm.badType',
      values: { name: form.thumbnail.name },
    })
  if (form.subtitles && extensionOf(form.subtitles.name) !== 'srt')
    problems.push({
      field: 'subtitles',
      key: 'uploadForm.badType',
      values: { name: form.subtitles.name },
    })
  if (form.files.length === 0) problems.push({ field: 'files', key: 'uploadForm.filesRequired' })
  for (const file of form.files) {
    if (!(MEDIA_TYPES as readonly string[]).includes(extensionOf(file.name)))
      problems.push({ field: 'files', key: 'uploadForm.badType', values: { name: file.name } })
    else if (file.size > MAX_CONTENT_BYTES)
      problems.push({ field: 'files', key: 'uploadForm.tooLarge', values: { name: file.name } })
  }
  return problems
}

/** Audio files make an audio content, video files a video one. */
export function mediaOf(files: readonly { name: string }[]): 'audio' | 'video' | 'none' {
  const types = files.map((file) => extensionOf(file.name))
  if (types.some((type) => type === 'mp4' || type === 'mov')) return 'video'
  if (types.includes('mp3')) return 'audio'
  return 'none'
}
