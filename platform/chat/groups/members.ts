import type { CompiledStory } from '../../../engine/compiled'
import { DEFAULT_TALKATIVENESS, type GroupMember, isCardMemberId } from '../../../engine/group'
import type { GroupMemberView } from './contract'
import { CARD_PORTRAIT_PATH, GROUP_LIMITS } from './contract'
import { badMembers } from './errors'
import type { StoredGroupMember } from './tables'

/** A character's portrait: its first free picture, as the chat's character panel shows it. */
export function portraitOf(compiled: CompiledStory, characterId: string): string | null {
  const character = compiled.cast.find((candidate) => candidate.id === characterId)
  if (!character) return null
  return (
    compiled.images.find((image) => character.imageIds.includes(image.id) && image.price === 0)
      ?.url ?? null
  )
}

/** The address of a card member's picture (its PNG's artwork), served by the group routes. */
export const cardPortraitUrl = (key: string) => `${CARD_PORTRAIT_PATH}/${key}`

/** A member's portrait: a card member's own picture, else its character's. */
export function memberPortrait(
  compiled: CompiledStory,
  members: readonly StoredGroupMember[],
  id: string,
): string | null {
  const card = members.find((member) => member.id === id)?.card
  if (card) return card.portraitKey ? cardPortraitUrl(card.portraitKey) : null
  return portraitOf(compiled, id)
}

/** The members as the player sees them; a character the room's version lacks is left out. */
export function memberViews(
  compiled: CompiledStory,
  members: readonly StoredGroupMember[],
): GroupMemberView[] {
  return members.flatMap((member) => {
    if (member.card)
      return [
        {
          id: member.id,
          name: member.card.name,
          portraitUrl: member.card.portraitKey ? cardPortraitUrl(member.card.portraitKey) : null,
          talkativeness: member.talkativeness,
          muted: member.muted,
          card: true,
        },
      ]
    const character = compiled.cast.find((candidate) => candidate.id === member.id)
    if (!character) return []
    return [
      {
        id: member.id,
        name: character.name,
        portraitUrl: portraitOf(compiled, member.id),
        talkativeness: member.talkativeness,
        muted: member.muted,
      },
    ]
  })
}

/** The members as the engine's strategies read them. */
export function activationMembers(
  compiled: CompiledStory,
  members: readonly StoredGroupMember[],
): GroupMember[] {
  return memberViews(compiled, members).map(
    ({ portraitUrl: _portrait, card: _card, ...member }) => member,
  )
}

/**
 * A member list checked against the story: 2–8 distinct characters of its cast, or card
 * members already in the group (a card joins by its own call). Settings a member leaves
 * out keep their stored value (or the defaults for a new member).
 */
export function checkedMembers(
  compiled: CompiledStory,
  wanted: ReadonlyArray<{
    id: string
    muted?: boolean | undefined
    talkativeness?: number | undefined
  }>,
  stored: readonly StoredGroupMember[] = [],
): StoredGroupMember[] {
  if (wanted.length < GROUP_LIMITS.minMembers || wanted.length > GROUP_LIMITS.maxMembers)
    throw badMembers(
      `A group has ${GROUP_LIMITS.minMembers} to ${GROUP_LIMITS.maxMembers} characters.`,
    )
  const ids = new Set<string>()
  return wanted.map((member) => {
    const before = stored.find((candidate) => candidate.id === member.id)
    if (!before?.card && !compiled.cast.some((character) => character.id === member.id))
      throw badMembers(
        isCardMemberId(member.id)
          ? `The card "${member.id}" is not in this group: add its card again.`
          : `This story has no character "${member.id}".`,
      )
    if (ids.has(member.id)) throw badMembers(`"${member.id}" is in the group twice.`)
    ids.add(member.id)
    return {
      id: member.id,
      talkativeness: member.talkativeness ?? before?.talkativeness ?? DEFAULT_TALKATIVENESS,
      muted: member.muted ?? before?.muted ?? false,
      ...(before?.card ? { card: before.card } : {}),
    }
  })
}
