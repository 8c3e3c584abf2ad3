import type { VariableValue } from '../conditions'

export interface MacroContext {
  /** The persona's name. */
  user: string
  /** The current character's name. */
  char: string
  /** The player's nickname on the platform (falls back to the persona name). */
  nickname?: string
  variables: Readonly<Record<string, VariableValue>>
  /** Title of the current scene. */
  scene: string
  turn: number
}

const MACRO = /\{\{([a-zA-Z_]+)(?:::([^{}]*?))?\}\}/g

/**
 * Expands `{{user}}`, `{{char}}`, `{{nickname}}`, `{{getvar::name}}`, `{{scene}}` and
 * `{{turn}}` (names case-insensitive, as SillyTavern). Unknown macros stay as written, so
 * a writer sees their typo in the output instead of silent loss. A missing variable reads
 * as an empty string, as SillyTavern's getvar does.
 * @example expandMacros('Hi {{user}}', context) // 'Hi Ana'
 */
export function expandMacros(text: string, context: MacroContext): string {
  if (!text.includes('{{')) return text
  return text.replace(MACRO, (whole, rawName: string, argument: string | undefined) => {
    const name = rawName.toLowerCase()
    if (argument !== undefined) {
      if (name !== 'getvar') return whole
      const value = context.variables[argument.trim()]
      return value === undefined ? '' : String(value)
    }
    switch (name) {
      case 'user':
        return context.user
      case 'char':
        return context.char
      case 'nickname':
        return context.nickname ?? context.user
      case 'scene':
        return context.scene
      case 'turn':
        return String(context.turn)
      default:
        return whole
    }
  })
}
