/** The composer's form as the post the server takes; pure, so its rules are tested alone. */
import { COMMUNITY_LIMITS, type PostMetaData } from '../../platform/content/community/contract'
import { POLL_LIMITS } from '../../platform/content/polls/contract'

export { COMMUNITY_LIMITS, POLL_LIMITS }

export interface ComposerForm {
  text: string
  /** Images already uploaded (uploads area), in order. */
  images: Array<{ key: string; url: string | null }>
  visibility: 'everyone' | 'tiers'
  tierHashes: string[]
  pollOn: boolean
  question: string
  options: string[]
  /** A `datetime-local` value in the viewer's zone, or ''. */
  closesAt: string
}

export const emptyForm = (): ComposerForm => ({
  text: '',
  images: [],
  visibility: 'everyone',
  tierHashes: [],
  pollOn: false,
  question: '',
  options: ['', ''],
  closesAt: '',
})

export type FormProblem = 'text' | 'tiers' | 'question' | 'options' | 'closesAt'

/** The first thing to fix before posting, or null when the form can be sent. */
export function formProblem(form: ComposerForm, now: Date): FormProblem | null {
  if (!form.text.trim()) return 'text'
  if (form.visibility === 'tiers' && form.tierHashes.length === 0) return 'tiers'
  if (!form.pollOn) return null
  if (!form.question.trim()) return 'question'
  if (filledOptions(form).length < POLL_LIMITS.minOptions) return 'options'
  if (form.closesAt && new Date(form.closesAt).getTime() <= now.getTime()) return 'closesAt'
  return null
}

const filledOptions = (form: ComposerForm) =>
  form.options.map((option) => option.trim()).filter(Boolean)

/** The request's `postMetaData`: empty options left out, the closing time as an instant. */
export function toPostMetaData(form: ComposerForm): PostMetaData {
  return {
    text: form.text.trim(),
    images: form.images.map((image) => image.key),
    visibility: form.visibility,
    tierHashes: form.visibility === 'tiers' ? form.tierHashes : [],
    poll: form.pollOn
      ? {
          question: form.question.trim(),
          options: filledOptions(form),
          closesAt: form.closesAt ? new Date(form.closesAt).toISOString() : null,
        }
      : null,
  }
}

/** A post's form for editing (its poll is not edited: votes were cast on its options). */
export function formOf(post: {
  text: string | null
  images: Array<{ key: string; url: string | null }>
  visibility: 'everyone' | 'tiers'
  tierHashes: string[]
}): ComposerForm {
  return {
    ...emptyForm(),
    text: post.text ?? '',
    images: post.images,
    visibility: post.visibility,
    tierHashes: post.tierHashes,
  }
}

/** A poll result bar's width: the option's share of all votes, in whole percent. */
export function sharePercent(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100)
}

/** A fresh upload key for a post image, keeping the file's extension. */
export function imageKeyOf(fileName: string, now = Date.now()): string {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'png'
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return `community/${now.toString(36)}-${random}.${extension}`
}
