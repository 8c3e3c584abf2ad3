export type JsonRecord = Record<string, unknown>

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads fields under any of several names (snake_case, camelCase, SillyTavern's own) and
 * remembers which it consumed, so everything else can be kept verbatim.
 */
export class FieldReader {
  private readonly used = new Set<string>()
  constructor(private readonly record: JsonRecord) {}

  /** The first defined value among `names`; every present alias counts as consumed. */
  get(...names: string[]): unknown {
    let found: unknown
    for (const name of names) {
      if (!Object.hasOwn(this.record, name)) continue
      this.used.add(name)
      if (found === undefined && this.record[name] !== undefined) found = this.record[name]
    }
    return found
  }

  /** Fields never read, in their original order. */
  rest(): JsonRecord {
    const rest: JsonRecord = {}
    for (const [key, value] of Object.entries(this.record)) {
      if (!this.used.has(key)) rest[key] = value
    }
    return rest
  }
}

export const asString = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback

export const asStrings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string' && value !== ''
      ? value.split(',').map((item) => item.trim())
      : []

export const asNumber = (value: unknown, fallback: number): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback
}

export const asBoolean = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback

export const asNullableBoolean = (value: unknown): boolean | null =>
  typeof value === 'boolean' ? value : null
