/**
 * SillyTavern's group files, without I/O: the group definition (`groups/<id>.json`:
 * `name`, `members` as avatar file names, `disabled_members`, `activation_strategy` 0–3,
 * `allow_self_responses`, …) and a group chat's lines (`{ name, is_user, mes,
 * original_avatar, … }`, one JSON object a line, as `/api/chats/group/save` writes them).
 */
import type { GroupStrategy } from '../../../engine/group'
import { badRequest } from '../../http'

/** SillyTavern's `group_activation_strategy` numbers. */
const STRATEGY_NUMBERS: Record<GroupStrategy, number> = {
  natural: 0,
  list: 1,
  manual: 2,
  pooled: 3,
}

export interface PortableGroup {
  name: string
  /** Avatar file names (SillyTavern's member ids), in list order. */
  members: string[]
  disabled: string[]
  strategy: GroupStrategy
  allowSelfResponses: boolean
}

const invalid = (message: string) => badRequest('GROUP_IMPORT_INVALID', message)

/** Reads a group definition; refuses what SillyTavern would not have written. */
export function readGroupDefinition(text: string): PortableGroup {
  let value: unknown
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch {
    throw invalid('The group file is not valid JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('The group file is not a JSON object.')
  const group = value as Record<string, unknown>
  const members = group.members
  if (!Array.isArray(members) || !members.every((member) => typeof member === 'string'))
    throw invalid('The group file needs "members", a list of character file names.')
  const disabled = group.disabled_members ?? []
  if (!Array.isArray(disabled) || !disabled.every((member) => typeof member === 'string'))
    throw invalid('"disabled_members" must be a list of character file names.')
  const number = Number(group.activation_strategy ?? 0)
  const strategy = (Object.keys(STRATEGY_NUMBERS) as GroupStrategy[]).find(
    (key) => STRATEGY_NUMBERS[key] === number,
  )
  if (!strategy) throw invalid('"activation_strategy" must be 0, 1, 2 or 3.')
  return {
    name: typeof group.name === 'string' ? group.name.slice(0, 100) : '',
    members: members as string[],
    disabled: disabled as string[],
    strategy,
    allowSelfResponses: group.allow_self_responses === true,
  }
}

/** A group definition SillyTavern imports (its own fields, with defaults for the rest). */
export function writeGroupDefinition(group: PortableGroup, chatId: string): string {
  return `${JSON.stringify(
    {
      name: group.name,
      members: group.members,
      avatar_url: '',
      allow_self_responses: group.allowSelfResponses,
      activation_strategy: STRATEGY_NUMBERS[group.strategy],
      generation_mode: 0,
      disabled_members: group.disabled,
      chat_metadata: {},
      fav: false,
      chat_id: chatId,
      chats: [chatId],
      auto_mode_delay: 5,
    },
    null,
    2,
  )}\n`
}

/** A character's avatar file name, SillyTavern's default: its name and `.png`. */
export function avatarOf(name: string): string {
  return `${name}.png`
}

/** The character an avatar file name or a speaker's name stands for, by name (or id), any case. */
export function matchCharacter<T extends { id: string; name: string }>(
  cast: readonly T[],
  avatarOrName: string,
): T | undefined {
  const stem = avatarOrName
    .replace(/\.(png|webp|jpe?g|json)$/i, '')
    .trim()
    .toLowerCase()
  return (
    cast.find((character) => character.name.toLowerCase() === stem) ??
    cast.find((character) => character.id.toLowerCase() === stem)
  )
}

/**
 * A group chat's text with a chat header first: SillyTavern's group files may start with
 * their first message, and the story chat's reader wants a header line.
 */
export function withHeader(jsonl: string, groupName: string): string {
  const first = jsonl
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .find((line) => line.trim() !== '')
  if (!first) return jsonl
  try {
    const value = JSON.parse(first) as Record<string, unknown>
    if (typeof value === 'object' && value !== null && !('mes' in value)) return jsonl
  } catch {
    return jsonl
  }
  const header = { user_name: 'unused', character_name: groupName || 'unused', chat_metadata: {} }
  return `${JSON.stringify(header)}\n${jsonl}`
}

/** The speakers of a chat file's messages, in file order: each line's avatar, else its name. */
export function lineSpeakers(jsonl: string): Array<string | null> {
  const speakers: Array<string | null> = []
  for (const line of jsonl.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (line.trim() === '') continue
    let value: Record<string, unknown>
    try {
      value = JSON.parse(line) as Record<string, unknown>
    } catch {
      continue
    }
    if (
      typeof value !== 'object' ||
      value === null ||
      !('mes' in value) ||
      value.is_system === true
    )
      continue
    if (value.is_user === true) speakers.push(null)
    else
      speakers.push(
        typeof value.original_avatar === 'string'
          ? value.original_avatar
          : typeof value.name === 'string'
            ? value.name
            : null,
      )
  }
  return speakers
}
