import type { CompiledStory } from '../compiled'

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
 * for everyone. Returns null when the story has no such character.
 * @example speakerStory(compiled, 'char-wren')?.cast // [Wren]
 */
export function speakerStory(compiled: CompiledStory, speakerId: string): CompiledStory | null {
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

/** A reply as the next member reads it in the history: "Name: text", as SillyTavern's group prompts write it. */
export function namedLine(name: string | undefined, text: string): string {
  return name && !text.startsWith(`${name}:`) ? `${name}: ${text}` : text
}
