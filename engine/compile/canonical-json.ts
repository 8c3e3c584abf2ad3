/**
 * Canonical JSON: object keys sorted by code unit, `undefined` members omitted, no
 * whitespace. Two equal values always serialize to the same string, so the hash of a
 * compiled story does not depend on how its objects were built.
 *
 * Fast path: the native `JSON.stringify` (faster than serializing in JS) of the
 * value with keys in sorted order. Objects whose keys are already sorted are used as they
 * are (the compiler builds its objects that way), others are copied with sorted keys.
 * Objects with integer-like keys ("7") cannot use it, because JavaScript iterates those
 * numerically first; they, and the whole value, go through the portable writer.
 */
export function canonicalJson(value: unknown): string {
  const sorted = sortedCopy(value)
  if (sorted !== INTEGER_KEYS) return JSON.stringify(sorted) ?? 'null'
  const parts: string[] = []
  write(value, parts)
  return parts.join('')
}

const INTEGER_KEYS = Symbol('integer keys')
const INTEGER_KEY = /^(?:0|[1-9]\d*)$/

function sortedCopy(value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new Error(`canonicalJson: cannot encode the number ${value}`)
  }
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    for (let index = 0; index < value.length; index++) {
      const item = sortedCopy(value[index])
      if (item === INTEGER_KEYS) return INTEGER_KEYS
      if (item !== value[index]) {
        copy ??= value.slice()
        copy[index] = item
      }
    }
    return copy ?? value
  }
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  let inOrder = true
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string
    if (INTEGER_KEY.test(key)) return INTEGER_KEYS
    if (index > 0 && (keys[index - 1] as string) > key) inOrder = false
  }
  if (!inOrder) keys.sort()
  // Copies have no prototype: on a plain `{}`, assigning a `__proto__` member (a key JSON
  // may hold) would set the prototype instead and drop the member.
  let copy: Record<string, unknown> | undefined = inOrder ? undefined : Object.create(null)
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string
    const original = record[key]
    const member = sortedCopy(original)
    if (member === INTEGER_KEYS) return INTEGER_KEYS
    if (copy === undefined && member !== original) {
      // First changed child of an in-order object: copy the members before it.
      copy = Object.create(null) as Record<string, unknown>
      for (let before = 0; before < index; before++) {
        copy[keys[before] as string] = record[keys[before] as string]
      }
    }
    if (copy !== undefined) copy[key] = member
  }
  return copy ?? value
}

function write(value: unknown, parts: string[]): void {
  if (typeof value === 'string') {
    parts.push(JSON.stringify(value))
    return
  }
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new Error(`canonicalJson: cannot encode the number ${value}`)
    }
    parts.push(JSON.stringify(value) ?? 'null')
    return
  }
  if (Array.isArray(value)) {
    parts.push('[')
    for (let index = 0; index < value.length; index++) {
      if (index > 0) parts.push(',')
      const item = value[index]
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol')
        parts.push('null')
      else write(item, parts)
    }
    parts.push(']')
    return
  }
  const record = value as Record<string, unknown>
  const keys = Object.keys(record).sort()
  parts.push('{')
  let first = true
  for (const key of keys) {
    const member = record[key]
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue
    parts.push(first ? JSON.stringify(key) : `,${JSON.stringify(key)}`, ':')
    first = false
    write(member, parts)
  }
  parts.push('}')
}
