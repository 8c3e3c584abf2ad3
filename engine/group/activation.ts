import type { RandomSource } from '../random'
import type { ActivationInput, GroupChatLine, GroupMember } from './types'

/**
 * The members who answer next, in order, as SillyTavern's `generateGroupWrapper` picks
 * them: a forced speaker ("speak next") alone; otherwise the strategy over the members
 * not muted. Pure: every draw comes from `random`, in SillyTavern's order of calls, so a
 * seeded source replays the same choice.
 * @example nextSpeakers({ members, strategy: 'list', allowSelfResponses: false, userText: 'hi', chat: [] }, random) // every unmuted id, in list order
 */
export function nextSpeakers(input: ActivationInput, random: RandomSource): string[] {
  if (input.forcedSpeakerId) {
    return input.members.some((member) => member.id === input.forcedSpeakerId)
      ? [input.forcedSpeakerId]
      : []
  }
  const enabled = input.members.filter((member) => !member.muted)
  const isUserInput = input.userText !== null && input.userText.length > 0
  const lastMessage = input.chat.at(-1) ?? null
  switch (input.strategy) {
    case 'list':
      return unique(enabled.map((member) => member.id))
    case 'manual':
      // The player's message gets no answer of its own: someone speaks when asked to.
      return isUserInput
        ? []
        : shuffle([...enabled], random)
            .slice(0, 1)
            .map((member) => member.id)
    case 'pooled':
      return pooledOrder(enabled, input.chat, lastMessage, isUserInput, random)
    default: {
      const text = isUserInput ? (input.userText ?? '') : (lastMessage?.text ?? '')
      return naturalOrder(enabled, text, lastMessage, input.allowSelfResponses, isUserInput, random)
    }
  }
}

/** SillyTavern's `extractAllWords`: the lower-cased `\b\w+\b` words of a text. */
export function extractAllWords(value: string): string[] {
  return [...value.matchAll(/\b\w+\b/gim)].map((match) => match[0].toLowerCase())
}

/** SillyTavern's `shuffle`: Fisher–Yates from the end, one draw per position, in place. */
export function shuffle<T>(items: T[], random: RandomSource): T[] {
  let current = items.length
  while (current !== 0) {
    const picked = Math.floor(random.next() * current)
    current -= 1
    const swap = items[current] as T
    items[current] = items[picked] as T
    items[picked] = swap
  }
  return items
}

/**
 * `activateNaturalOrder`: members named in the text (word by word, the last speaker left
 * out unless it may answer itself), then each member in shuffled order whose
 * talkativeness beats a roll, and if no one, one drawn from the talkative ones.
 */
function naturalOrder(
  members: readonly GroupMember[],
  text: string,
  lastMessage: GroupChatLine | null,
  allowSelfResponses: boolean,
  isUserInput: boolean,
  random: RandomSource,
): string[] {
  const banned =
    !allowSelfResponses && !isUserInput && lastMessage && !lastMessage.isUser
      ? lastMessage.speakerId
      : null
  const activated: string[] = []
  if (text.length > 0) {
    for (const word of extractAllWords(text)) {
      const named = members.find(
        (member) => member.id !== banned && extractAllWords(member.name).includes(word),
      )
      if (named) activated.push(named.id)
    }
  }
  const chatty: string[] = []
  for (const member of shuffle([...members], random)) {
    if (member.id === banned) continue
    const roll = random.next()
    if (member.talkativeness >= roll) activated.push(member.id)
    if (member.talkativeness > 0) chatty.push(member.id)
  }
  const pool = chatty.length > 0 ? chatty : members.map((member) => member.id)
  let retries = 0
  while (activated.length === 0 && ++retries <= pool.length) {
    activated.push(pool[Math.floor(random.next() * pool.length)] as string)
  }
  return unique(activated)
}

/**
 * `activatePooledOrder`: one member who has not spoken since the player's last message,
 * drawn at random; when everyone has, anyone but the last speaker.
 */
function pooledOrder(
  members: readonly GroupMember[],
  chat: readonly GroupChatLine[],
  lastMessage: GroupChatLine | null,
  isUserInput: boolean,
  random: RandomSource,
): string[] {
  const spoken = new Set<string>()
  if (!isUserInput) {
    for (let index = chat.length - 1; index >= 0; index -= 1) {
      const line = chat[index] as GroupChatLine
      if (line.isUser) break
      if (line.speakerId) spoken.add(line.speakerId)
    }
  }
  const notYet = members.filter((member) => !spoken.has(member.id))
  if (notYet.length > 0)
    return [(notYet[Math.floor(random.next() * notYet.length)] as GroupMember).id]
  if (members.length === 0) return []
  const last =
    members.length > 1 && lastMessage && !lastMessage.isUser ? lastMessage.speakerId : null
  const pool = last ? members.filter((member) => member.id !== last) : members
  return [(pool[Math.floor(random.next() * pool.length)] as GroupMember).id]
}

function unique(ids: readonly string[]): string[] {
  return ids.filter((id, index) => ids.indexOf(id) === index)
}
