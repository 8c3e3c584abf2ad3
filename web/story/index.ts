/**
 * Story text as players read it, shared by the player's chat and the studio's test chat:
 * roleplay markup parsed into plain spans (`story-markup.ts`), drawn as React text nodes
 * (`StoryText`), and who speaks a reply (`speaker.ts`).
 */

export { StoryText } from './StoryText'
export { speakerOf } from './speaker'
export { parseStoryText, plainStoryText, type StoryParagraph, type StorySpan } from './story-markup'
