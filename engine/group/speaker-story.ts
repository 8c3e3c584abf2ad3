import type { CompiledStory } from '../compiled'
import { type CardMember, withCardBooks } from './card-member'

/**
 * SillyTavern's group nudge (`group_nudge_prompt`): the last instruction of a group turn,
 * so the model writes one member's reply and no one else's.
 */
export const GROUP_NUDGE = '[Write the next reply only as {{char}}.]'

/**
 * The story as one member's turn reads it, SillyTavern's "swap character cards" mode: the
 * speaker is the only character on stage, so `{{char}}` is the speaker, the prompt
 * describes the speaker alone, and the lorebook's entries tied to a character (its own
 * book) activate only for their own character while the story's shared entries activate
 * for everyone. A card member (`card`) is put on stage the same way: its own character,
 * its scenario after the scene's situation, its own book beside the story's shared
 * entries. Returns null when the story has no such character and no card is given.
 * @example speakerStory(compiled, 'char-wren')?.cast // [Wren]
 */
export function speakerStory(
  compiled: CompiledStory,
  speakerId: string,
  card?: CardMember | null,
): CompiledStory | null {
  if (card && card.id === speakerId) return cardStory(compiled, card)
  const speaker = compiled.cast.find((character) => character.id === speakerId)
  if (!speaker) return null
  return {
    ...compiled,
    cast: [speaker],
    scenes: compiled.scenes.map((scene) => ({
      ...scene,
      scope: { ...scene.scope, characterIds: [] },
    })),
  }
}

function cardStory(compiled: CompiledStory, card: CardMember): CompiledStory {
  const ownEntries = card.lorebook.map((entry) => entry.id)
  const scenario = card.scenario.trim()
  return {
    ...compiled,
    cast: [card.character],
    lorebook: withCardBooks(compiled.lorebook, [card]),
    scenes: compiled.scenes.map((scene) => ({
      ...scene,
      situation: scenario
        ? [scene.situation, scenario].filter(Boolean).join('\n\n')
        : scene.situation,
      scope: {
        characterIds: [],
        // A scene that lists its entries lists the speaker's own book too.
        lorebookEntryIds:
          scene.scope.lorebookEntryIds.length === 0
            ? []
            : [...scene.scope.lorebookEntryIds, ...ownEntries],
      },
    })),
  }
}

/** A reply as the next member reads it in the history: "Name: text", as SillyTavern's group prompts write it. */
export function namedLine(name: string | undefined, text: string): string {
  return name && !text.startsWith(`${name}:`) ? `${name}: ${text}` : text
}
