/**
 * Aho–Corasick automaton over UTF-16 code units: finds every occurrence of thousands of
 * plain keys in one pass over the text, instead of one search per key.
 */
export interface AhoCorasick {
  /** Calls `onMatch(patternId, endIndexExclusive)` for every occurrence. */
  scan(text: string, onMatch: (patternId: number, end: number) => void): void
  readonly patternLengths: readonly number[]
}

export function buildAhoCorasick(patterns: readonly string[]): AhoCorasick {
  const children: Map<number, number>[] = [new Map()]
  const terminal: number[][] = [[]]
  patterns.forEach((pattern, patternId) => {
    let node = 0
    for (let index = 0; index < pattern.length; index++) {
      const code = pattern.charCodeAt(index)
      let next = children[node]!.get(code)
      if (next === undefined) {
        next = children.length
        children.push(new Map())
        terminal.push([])
        children[node]!.set(code, next)
      }
      node = next
    }
    terminal[node]!.push(patternId)
  })

  const fail = new Int32Array(children.length)
  // Nearest proper suffix state that ends a pattern, so outputs are never copied.
  const outputLink = new Int32Array(children.length).fill(-1)
  const queue: number[] = []
  for (const child of children[0]!.values()) queue.push(child)
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!
    for (const [code, child] of children[node]!) {
      let fallback = fail[node]!
      while (fallback !== 0 && !children[fallback]!.has(code)) fallback = fail[fallback]!
      const target = children[fallback]!.get(code)
      fail[child] = target !== undefined && target !== child ? target : 0
      const failState = fail[child]!
      outputLink[child] = terminal[failState]!.length > 0 ? failState : outputLink[failState]!
      queue.push(child)
    }
  }

  return {
    patternLengths: patterns.map((pattern) => pattern.length),
    scan(text, onMatch) {
      let node = 0
      for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index)
        let next = children[node]!.get(code)
        while (next === undefined && node !== 0) {
          node = fail[node]!
          next = children[node]!.get(code)
        }
        node = next ?? 0
        for (let output = node; output > 0; output = outputLink[output]!) {
          for (const patternId of terminal[output]!) onMatch(patternId, index + 1)
        }
      }
    },
  }
}
