import type { LorebookEntryNodeData } from '../canvas/nodes/lorebook-entry'
import { lorebookEntryNodeDataSchema } from '../canvas/nodes/lorebook-entry'
import { canonicalJson } from '../compile/canonical-json'
import { CardImportError } from './errors'
import {
  asBoolean,
  asNullableBoolean,
  asNumber,
  asString,
  asStrings,
  FieldReader,
  isRecord,
  type JsonRecord,
} from './field-reader'

// SillyTavern's numeric codes (world_info_position in public/scripts/world-info.js).
const POSITION_FROM_CODE = [
  'before',
  'after',
  'anTop',
  'anBottom',
  'atDepth',
  'emTop',
  'emBottom',
] as const
const POSITION_TO_CODE = {
  before: 0,
  after: 1,
  anTop: 2,
  anBottom: 3,
  atDepth: 4,
  emTop: 5,
  emBottom: 6,
} as const
const LOGIC_FROM_CODE = ['and-any', 'not-all', 'not-any', 'and-all'] as const
const ROLE_FROM_CODE = ['system', 'user', 'assistant'] as const

/**
 * Reads a lorebook entry in any of the shapes in the wild: a card `character_book` entry
 * (spec fields on top, SillyTavern's in `extensions`, snake_case), a SillyTavern World Info
 * entry (camelCase on top, `key`/`keysecondary`/`order`/`disable`), or a mix.
 */
export function readLorebookEntry(entry: JsonRecord, cardShaped = false): LorebookEntryNodeData {
  const top = new FieldReader(entry)
  const extensionsSource = isRecord(entry.extensions) ? entry.extensions : {}
  top.get('extensions')
  const ext = new FieldReader(extensionsSource)
  // SillyTavern-specific fields: the extension copy first, then the top level.
  const st = (...names: string[]) => ext.get(...names) ?? top.get(...names)
  const disable = top.get('disable')
  const enabled = top.get('enabled')
  const positionValue = st('position')
  const positionCode = typeof positionValue === 'number' ? positionValue : undefined
  const logicValue = st('selectiveLogic', 'selective_logic')
  const roleValue = st('role')
  // SillyTavern reads a card's `selective || false`; its own files default to true.
  const selective = asBoolean(top.get('selective'), !cardShaped)
  const delayValue = st('delay_until_recursion', 'delayUntilRecursion')
  const filterValue = top.get('characterFilter') ?? ext.get('character_filter')
  const parsed = lorebookEntryNodeDataSchema.safeParse({
    name: asString(top.get('comment') ?? top.get('name')),
    keys: asStrings(top.get('keys', 'key')),
    secondaryKeys: asStrings(top.get('secondary_keys', 'secondaryKeys', 'keysecondary')),
    selective,
    selectiveLogic:
      typeof logicValue === 'string' && (LOGIC_FROM_CODE as readonly string[]).includes(logicValue)
        ? logicValue
        : (LOGIC_FROM_CODE[asNumber(logicValue, 0)] ?? 'and-any'),
    content: asString(top.get('content')),
    constant: asBoolean(top.get('constant'), false),
    enabled: typeof enabled === 'boolean' ? enabled : disable !== true,
    priority: asNumber(top.get('insertion_order', 'insertionOrder', 'order'), 100),
    sticky: Math.max(0, Math.trunc(asNumber(st('sticky'), 0))),
    cooldown: Math.max(0, Math.trunc(asNumber(st('cooldown'), 0))),
    delay: Math.max(0, Math.trunc(asNumber(st('delay'), 0))),
    probability: Math.min(100, Math.max(0, asNumber(st('probability'), 100))),
    useProbability: asBoolean(st('useProbability', 'use_probability'), true),
    scanDepth: nonNegativeIntegerOrNull(st('scan_depth', 'scanDepth')),
    caseSensitive: asNullableBoolean(
      top.get('case_sensitive', 'caseSensitive') ?? ext.get('case_sensitive', 'caseSensitive'),
    ),
    matchWholeWords: asNullableBoolean(st('match_whole_words', 'matchWholeWords')),
    position:
      positionCode !== undefined
        ? (POSITION_FROM_CODE[positionCode] ?? 'before')
        : positionValue === 'after_char'
          ? 'after'
          : 'before',
    depth: Math.max(0, Math.trunc(asNumber(st('depth'), 4))),
    role:
      typeof roleValue === 'string' && (ROLE_FROM_CODE as readonly string[]).includes(roleValue)
        ? roleValue
        : (ROLE_FROM_CODE[asNumber(roleValue, 0)] ?? 'system'),
    budgetExempt: asBoolean(st('budget_exempt', 'budgetExempt'), false),
    group: asString(st('group')),
    groupOverride: asBoolean(st('group_override', 'groupOverride'), false),
    groupWeight: Math.max(0, asNumber(st('group_weight', 'groupWeight'), 100)),
    excludeRecursion: asBoolean(st('exclude_recursion', 'excludeRecursion'), false),
    preventRecursion: asBoolean(st('prevent_recursion', 'preventRecursion'), false),
    // A number is a recursion level (SillyTavern), not false.
    delayUntilRecursion:
      typeof delayValue === 'number' && Number.isFinite(delayValue) && delayValue >= 0
        ? Math.trunc(delayValue)
        : asBoolean(delayValue, false),
    useGroupScoring: asNullableBoolean(st('use_group_scoring', 'useGroupScoring')),
    characterFilter: isRecord(filterValue)
      ? {
          names: asStrings(filterValue.names),
          tags: asStrings(filterValue.tags),
          isExclude: asBoolean(filterValue.isExclude, false),
        }
      : null,
  })
  if (!parsed.success) {
    throw new CardImportError(
      'INVALID_CARD',
      `A lorebook entry is invalid: ${parsed.error.issues[0]?.message ?? 'unknown problem'}.`,
    )
  }
  // `position` may live on top ('before_char') as well as in extensions (a code).
  top.get('position')
  return { ...parsed.data, extensions: ext.rest(), raw: top.rest(), lossy: {} }
}

function nonNegativeIntegerOrNull(value: unknown): number | null {
  const number = asNumber(value, Number.NaN)
  return Number.isFinite(number) && number >= 0 ? Math.trunc(number) : null
}

/**
 * Reads a card `character_book` entry and records, per field, where export would not give
 * back exactly what the card held, so an unchanged entry round-trips byte for byte.
 */
export function importCardBookEntry(entry: JsonRecord): LorebookEntryNodeData {
  return withLossy(entry, readLorebookEntry(entry, true), exportCardBookEntry)
}

/** The same for an entry of a SillyTavern World Info file (camelCase, its own codes). */
export function importWorldInfoEntry(entry: JsonRecord): LorebookEntryNodeData {
  return withLossy(entry, readLorebookEntry(entry), exportWorldInfoEntry)
}

function withLossy(
  entry: JsonRecord,
  data: LorebookEntryNodeData,
  exporter: (data: LorebookEntryNodeData) => JsonRecord,
): LorebookEntryNodeData {
  const exported = exporter(data)
  const lossy: LorebookEntryNodeData['lossy'] = {}
  const compare = (prefix: string, original: JsonRecord, written: JsonRecord) => {
    for (const key of new Set([...Object.keys(original), ...Object.keys(written)])) {
      if (prefix === '' && key === 'extensions') {
        // No extensions object at all: once its members are dropped (below), drop it too.
        if (!Object.hasOwn(original, key))
          lossy.extensions = { original: null, mappedTo: {}, absent: true }
        continue
      }
      if (same(original[key], written[key])) continue
      lossy[`${prefix}${key}`] = Object.hasOwn(original, key)
        ? { original: original[key], mappedTo: written[key] }
        : { original: null, mappedTo: written[key], absent: true }
    }
  }
  compare('', entry, exported)
  compare(
    'extensions.',
    isRecord(entry.extensions) ? entry.extensions : {},
    isRecord(exported.extensions) ? exported.extensions : {},
  )
  return { ...data, lossy }
}

const same = (left: unknown, right: unknown) =>
  canonicalJson(left === undefined ? null : left) ===
    canonicalJson(right === undefined ? null : right) &&
  (left === undefined) === (right === undefined)

/** A Character Card V3 `character_book` entry (SillyTavern extension fields included). */
export function exportCardBookEntry(data: LorebookEntryNodeData): JsonRecord {
  const extensions: JsonRecord = {
    ...data.extensions,
    position: POSITION_TO_CODE[data.position],
    depth: data.depth,
    role: ROLE_FROM_CODE.indexOf(data.role),
    probability: data.probability,
    useProbability: data.useProbability,
    selectiveLogic: LOGIC_FROM_CODE.indexOf(data.selectiveLogic),
    group: data.group,
    group_override: data.groupOverride,
    group_weight: data.groupWeight,
    scan_depth: data.scanDepth,
    case_sensitive: data.caseSensitive,
    match_whole_words: data.matchWholeWords,
    sticky: data.sticky,
    cooldown: data.cooldown,
    delay: data.delay,
    exclude_recursion: data.excludeRecursion,
    prevent_recursion: data.preventRecursion,
    delay_until_recursion: data.delayUntilRecursion,
    use_group_scoring: data.useGroupScoring,
    ...(data.characterFilter ? { character_filter: { ...data.characterFilter } } : {}),
    ...(data.budgetExempt ? { budget_exempt: true } : {}),
  }
  const entry: JsonRecord = {
    ...data.raw,
    keys: [...data.keys],
    secondary_keys: [...data.secondaryKeys],
    comment: data.name,
    content: data.content,
    constant: data.constant,
    selective: data.selective,
    insertion_order: data.priority,
    enabled: data.enabled,
    position: data.position === 'after' ? 'after_char' : 'before_char',
    use_regex: data.keys.some((key) => /^\/.+\/[a-z]*$/s.test(key)),
    extensions,
  }
  return restoreLossy(entry, extensions, data)
}

/**
 * A SillyTavern World Info entry (what its export writes), `uid` and editor fields kept
 * from the import; the caller keys the file's `entries` by uid.
 */
export function exportWorldInfoEntry(data: LorebookEntryNodeData): JsonRecord {
  const extensions: JsonRecord = { ...data.extensions }
  const entry: JsonRecord = {
    ...data.raw,
    key: [...data.keys],
    keysecondary: [...data.secondaryKeys],
    comment: data.name,
    content: data.content,
    constant: data.constant,
    selective: data.selective,
    selectiveLogic: LOGIC_FROM_CODE.indexOf(data.selectiveLogic),
    order: data.priority,
    position: POSITION_TO_CODE[data.position],
    disable: !data.enabled,
    excludeRecursion: data.excludeRecursion,
    preventRecursion: data.preventRecursion,
    delayUntilRecursion: data.delayUntilRecursion,
    probability: data.probability,
    useProbability: data.useProbability,
    depth: data.depth,
    group: data.group,
    groupOverride: data.groupOverride,
    groupWeight: data.groupWeight,
    scanDepth: data.scanDepth,
    caseSensitive: data.caseSensitive,
    matchWholeWords: data.matchWholeWords,
    useGroupScoring: data.useGroupScoring,
    role: ROLE_FROM_CODE.indexOf(data.role),
    sticky: data.sticky,
    cooldown: data.cooldown,
    delay: data.delay,
    ...(data.characterFilter ? { characterFilter: { ...data.characterFilter } } : {}),
    ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
  }
  return restoreLossy(entry, extensions, data)
}

function restoreLossy(
  entry: JsonRecord,
  extensions: JsonRecord,
  data: LorebookEntryNodeData,
): JsonRecord {
  for (const [path, change] of Object.entries(data.lossy)) {
    if (path === 'extensions') continue
    const inExtensions = path.startsWith('extensions.')
    const target = inExtensions ? extensions : entry
    const key = inExtensions ? path.slice('extensions.'.length) : path
    if (!same(target[key], change.mappedTo)) continue // the writer changed it since import
    if (change.absent) delete target[key]
    else target[key] = change.original
  }
  if (data.lossy.extensions?.absent && Object.keys(extensions).length === 0) delete entry.extensions
  return entry
}
