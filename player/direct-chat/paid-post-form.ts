/** The paid post dialog's checks, before anything is uploaded or sent (the server checks again). */
import type { MessageMediaType } from './paid-posts-api'

export const PAID_POST_LIMITS = { priceMax: 9_999, textMax: 2_000, imagesMax: 20 } as const

const TYPES: Record<string, MessageMediaType> = {
  mp4: 'mp4',
  mov: 'mov',
  jpg: 'jpg',
  jpeg: 'jpeg',
  png: 'png',
}

export type PaidPostProblem =
  | 'text'
  | 'price'
  | 'recipients'
  | 'mediaType'
  | 'mixedMedia'
  | 'tooManyImages'
  | 'tooManyVideos'

/** A file's type from its name (spec §5: mp4, mov, jpg, jpeg, png), or null. */
export function mediaTypeOf(name: string): MessageMediaType | null {
  const extension = name.split('.').pop()?.toLowerCase() ?? ''
  return TYPES[extension] ?? null
}

export function paidPostProblems(draft: {
  text: string
  price: string
  recipients: number
  files: readonly { name: string }[]
}): PaidPostProblem[] {
  const problems: PaidPostProblem[] = []
  if (!draft.text.trim() || draft.text.length > PAID_POST_LIMITS.textMax) problems.push('text')
  const price = Number(draft.price)
  if (!Number.isInteger(price) || price < 1 || price > PAID_POST_LIMITS.priceMax)
    problems.push('price')
  if (draft.recipients === 0) problems.push('recipients')
  const types = draft.files.map((file) => mediaTypeOf(file.name))
  if (types.includes(null)) problems.push('mediaType')
  const videos = types.filter((type) => type === 'mp4' || type === 'mov').length
  if (videos > 0 && videos < types.length) problems.push('mixedMedia')
  else if (videos > 1) problems.push('tooManyVideos')
  else if (types.length > PAID_POST_LIMITS.imagesMax) problems.push('tooManyImages')
  return problems
}

const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`

export type PostStatus = 'none' | 'uploading' | 'packaging' | 'ready' | 'error'

/** The `dm` text of a problem (`dmPaid.problemPrice`). */
export const problemKey = <P extends PaidPostProblem>(problem: P) =>
  `dmPaid.problem${capital(problem)}` as `dmPaid.problem${Capitalize<P>}`

/** The `dm` text of a post's media state (`dmPaid.statusReady`). */
export const statusKey = <S extends PostStatus>(status: S) =>
  `dmPaid.status${capital(status)}` as `dmPaid.status${Capitalize<S>}`
