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

/** The names a reader's text renders: `{{user}}`, `{{char}}`, `{{nickname}}`. */
export type MacroNames = Pick<MacroContext, 'user' | 'char' | 'nickname'>

/** The macros a model's own text may render: the names, never a variable or the scene. */
export const NAME_MACROS: ReadonlySet<string> = new Set(['user', 'char', 'nickname'])

const MACRO = /\{\{([a-zA-Z_]+)(?:::([^{}]*?))?\}\}/g

/**
 * Expands `{{user}}`, `{{char}}`, `{{nickname}}`, `{{getvar::name}}`, `{{scene}}` and
 * `{{turn}}` (names case-insensitive, as SillyTavern). Unknown macros stay as written, so
 * a writer sees their typo in the output instead of silent loss. A missing variable reads
 * as an empty string, as SillyTavern's getvar does. `only` limits the macros rendered
 * (lower-case names); the others stay as written.
 * @example expandMacros('Hi {{user}}', context) // 'Hi Ana'
 */
export function expandMacros(
  text: string,
  context: MacroContext,
  only?: ReadonlySet<string>,
): string {
  if (!text.includes('{{')) return text
  return text.replace(MACRO, (whole, rawName: string, argument: string | undefined) => {
    const name = rawName.toLowerCase()
    if (only && !only.has(name)) return whole
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

/**
 * Renders only the name macros (`NAME_MACROS`) of a text the model wrote: a model taught
 * by a card's example dialogue writes `{{user}}` literally, and the player should read
 * their name. Variables stay unrendered, so a model cannot reveal a hidden one.
 * @example expandNameMacros('Hi {{USER}} {{getvar::x}}', { user: 'Ana', char: 'Rook' }) // 'Hi Ana {{getvar::x}}'
 */
export function expandNameMacros(text: string, names: MacroNames): string {
  return expandMacros(text, { ...names, variables: {}, scene: '', turn: 0 }, NAME_MACROS)
}
