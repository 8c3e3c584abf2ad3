import type { TextKey } from '../../../web/i18n'

/** Emoticon upload rules (spec doc 2 §5, §9): png, jpg, gif; at most 50 KB; exactly 56×56. */

export const EMOTICON_SIDE = 56
export const EMOTICON_MAX_BYTES = 50 * 1024
export const EMOTICON_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const

export interface EmoticonFileFacts {
  type: string
  size: number
  width: number
  height: number
}

export function emoticonFileProblem(
  file: EmoticonFileFacts,
): TextKey<'creator', 'creatorEmoticons'> | null {
  if (!(EMOTICON_TYPES as readonly string[]).includes(file.type))
    return 'creatorEmoticons.typeInvalid'
  if (file.size > EMOTICON_MAX_BYTES) return 'creatorEmoticons.tooLarge'
  if (file.width !== EMOTICON_SIDE || file.height !== EMOTICON_SIDE)
    return 'creatorEmoticons.wrongSize'
  return null
}

/** Colons delimit emoticons in chat text (`:name:`), so they are removed from names. */
export function cleanEmoticonName(name: string): string {
  return name.replaceAll(':', '').trim()
}
