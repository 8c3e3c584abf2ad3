/**
 * Adds an enumerable property computed on first read. The debug record has one item per
 * entry (thousands on a large lorebook); building it lazily keeps it off the path between
 * a player's message and the start of generation. It still reads, compares, clones and
 * serializes as a plain property.
 */
export function withLazyProperty<Target extends object, Key extends string, Value>(
  target: Target,
  key: Key,
  compute: () => Value,
): Target & Record<Key, Value> {
  let cached: { value: Value } | undefined
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      cached ??= { value: compute() }
      return cached.value
    },
  })
  return target as Target & Record<Key, Value>
}
