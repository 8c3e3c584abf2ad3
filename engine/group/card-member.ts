import { CardImportError, importCard } from '../cards'
import { compile } from '../compile'
import { compareLorebookEntries } from '../compile/lorebook'
import type { CompiledCharacter, LorebookEntry } from '../compiled'

/**
 * An imported character card (SillyTavern/TavernAI) as a member of a group: the card read
 * by `engine/cards` and compiled by the story compiler, so its character and its own
 * lorebook (`character_book`) are exactly what a card imported into the studio plays.
 */
export interface CardMember {
  /** The member's id in the group (`card-…`). */
  id: string
  /** The card's character, with the member's id; no pictures (the portrait is the group's). */
  character: CompiledCharacter
  /** The card's `scenario`. */
  scenario: string
  /** The card's `first_mes`. */
  firstMessage: string
  /** The card's `character_book`, each entry tied to the member (SillyTavern's per-character book). */
  lorebook: LorebookEntry[]
}

/** Why a card cannot join: the card reader's code, or an unnamed character. */
export class CardMemberError extends Error {
  override readonly name = 'CardMemberError'
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message)
  }
}

/** The prefix of a card member's id: a story character's id never starts with it. */
export const CARD_MEMBER_PREFIX = 'card-'

export const isCardMemberId = (id: string) => id.startsWith(CARD_MEMBER_PREFIX)

/**
 * Reads a card (PNG bytes, JSON text or a parsed object) as the member `id`. Throws
 * CardMemberError with the card reader's code (`NO_CARD_IN_PNG`, `INVALID_JSON`, …), or
 * `UNNAMED` / `INVALID_CARD` when the card has no name or does not compile.
 * @example cardMember(pngBytes, 'card-3f2a…').character.name // 'Seraphina'
 */
export function cardMember(input: Uint8Array | string | object, id: string): CardMember {
  let imported: ReturnType<typeof importCard>
  try {
    imported = importCard(input)
  } catch (error) {
    if (CardImportError.isInstance(error)) throw new CardMemberError(error.code, error.message)
    throw error
  }
  if (String(imported.metadata.title ?? '').trim() === '')
    throw new CardMemberError('UNNAMED', 'The card has no character name.')
  // The studio's test compile: a card has no catalogue title or thumbnail, nothing else is waived.
  const result = compile(imported.canvas, imported.metadata, { forTest: true })
  if (!result.ok)
    throw new CardMemberError(
      'INVALID_CARD',
      `The card does not read as a character: ${result.errors.map((issue) => issue.key).join(', ')}.`,
    )
  const { compiled } = result
  const character = compiled.cast[0]
  if (!character) throw new CardMemberError('INVALID_CARD', 'The card has no character.')
  const entryId = (entryOf: string) => `${id}:${entryOf}`
  return {
    id,
    character: { ...character, id, name: character.name.trim(), imageIds: [] },
    scenario: compiled.scenes[0]?.situation ?? '',
    firstMessage: compiled.startPoints[0]?.greeting ?? '',
    lorebook: compiled.lorebook.map((entry) => ({
      ...entry,
      id: entryId(entry.id),
      scope: { characterId: id },
    })),
  }
}

/**
 * The story's lorebook with the card members' books: a card's entries are tied to its
 * member, so they activate on its turns only, and the story's own order rule holds.
 */
export function withCardBooks(
  lorebook: readonly LorebookEntry[],
  cards: readonly CardMember[],
): LorebookEntry[] {
  const own = cards.flatMap((card) => card.lorebook)
  return own.length === 0 ? [...lorebook] : [...lorebook, ...own].sort(compareLorebookEntries)
}
