/**
 * Emoticons in live chat (docs/live/CHAT.md "Emoticons"): which groups a sender may use by
 * level, and which `:name:` tokens of a message become images. The server decides; the
 * client draws only what a message lists.
 */
import type { ChatEmoticon, ChatEmoticonGroup } from './contract'

/**
 * The level of the creator, their chat managers and admins: above any tier (the emoticons
 * area's HIGHEST_USE_LEVEL, repeated here so the contract stays free of other areas).
 */
export const PRIVILEGED_USE_LEVEL = 1_000_000

export interface ViewerEmoticons {
  useLevel: number
  usable: ChatEmoticonGroup[]
  all: ChatEmoticonGroup[]
}

/**
 * A signed-in viewer may use the creator's groups at or below their level and the
 * platform's free groups; a signed-out viewer uses none but draws them all.
 */
export function viewerEmoticons(
  groups: { creator: ChatEmoticonGroup[]; platform: ChatEmoticonGroup[] },
  useLevel: number,
  signedIn: boolean,
): ViewerEmoticons {
  const all = [...groups.creator, ...groups.platform]
  const usable = signedIn
    ? [...groups.creator.filter((group) => group.useLevel <= useLevel), ...groups.platform]
    : []
  return { useLevel, usable, all }
}

const MAX_EMOTICONS_PER_MESSAGE = 20

/**
 * The usable emoticons a message names as `:name:` (or `:key:`), each once, in order of
 * first use. A token of an emoticon the sender may not use, or of none, stays plain text.
 * `usableEmoticonsIn(':wave: hi :gold:', usable)` → [wave] when only `wave` is usable.
 */
export function usableEmoticonsIn(
  content: string,
  usable: readonly ChatEmoticonGroup[],
): ChatEmoticon[] {
  const byToken = new Map<string, ChatEmoticon>()
  for (const group of usable)
    for (const emoticon of group.emoticons) {
      if (!byToken.has(emoticon.name)) byToken.set(emoticon.name, emoticon)
      if (!byToken.has(emoticon.key)) byToken.set(emoticon.key, emoticon)
    }
  const found = new Map<string, ChatEmoticon>()
  let start = content.indexOf(':')
  while (start !== -1 && found.size < MAX_EMOTICONS_PER_MESSAGE) {
    const end = content.indexOf(':', start + 1)
    if (end === -1) break
    const emoticon = byToken.get(content.slice(start + 1, end))
    if (emoticon) {
      if (!found.has(emoticon.key)) found.set(emoticon.key, emoticon)
      start = content.indexOf(':', end + 1)
    } else {
      // Not a token: its closing colon may open the next one (`a:b:wave:`).
      start = end
    }
  }
  return [...found.values()]
}

/** The same emoticon for every message that names it: no storage URLs or sizes leak. */
export function chatEmoticon(emoticon: ChatEmoticon): ChatEmoticon {
  return { key: emoticon.key, name: emoticon.name, url: emoticon.url, size: emoticon.size }
}
