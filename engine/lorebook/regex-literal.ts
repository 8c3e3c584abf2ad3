/**
 * A literal every match of a regex key must contain, so the Aho–Corasick pass can rule the
 * regex out without running it. Conservative: whenever the pattern is not plainly
 * understood (top-level alternation, unicode case folding), there is no literal and the
 * regex always runs.
 */
export interface RequiredLiteral {
  text: string
  /** Compare against lowercased text (the regex has the `i` flag). */
  lowercase: boolean
}

const MIN_LITERAL_LENGTH = 2

export function requiredLiteral(regex: RegExp): RequiredLiteral | null {
  const ignoreCase = regex.flags.includes('i')
  // Unicode case folding maps e.g. 'ſ' to 's', which lowercasing the text does not.
  if (ignoreCase && (regex.flags.includes('u') || regex.flags.includes('v'))) return null
  const source = regex.source
  let best = ''
  let run = ''
  let depth = 0
  const endRun = () => {
    if (run.length > best.length) best = run
    run = ''
  }
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!
    if (char === '\\') {
      endRun()
      index = skipEscape(source, index)
      continue
    }
    if (char === '[') {
      endRun()
      index = skipClass(source, index)
      continue
    }
    if (char === '(') {
      endRun()
      depth++
      continue
    }
    if (char === ')') {
      depth--
      continue
    }
    if (depth > 0) continue
    if (char === '|') return null
    if (char === '*' || char === '?' || char === '{' || char === '+') {
      // The quantified character may be absent (or repeated): drop it from the run.
      run = run.slice(0, -1)
      endRun()
      if (char === '{') index = closing(source, index, '}')
      continue
    }
    if (!isLiteralChar(char, ignoreCase)) {
      endRun()
      continue
    }
    run += char
  }
  endRun()
  if (depth !== 0 || best.length < MIN_LITERAL_LENGTH) return null
  return { text: ignoreCase ? best.toLowerCase() : best, lowercase: ignoreCase }
}

function isLiteralChar(char: string, ignoreCase: boolean): boolean {
  const code = char.charCodeAt(0)
  if (code >= 0xd800 && code <= 0xdfff) return false // half of an astral character
  if ('.^$'.includes(char)) return false
  // With `i`, only ASCII letters and digits: their case folding is plain lowercasing.
  if (ignoreCase) return /[A-Za-z0-9_ ]/.test(char)
  return code >= 0x20
}

/** Index of the last character of the escape starting at `start`. */
function skipEscape(source: string, start: number): number {
  const kind = source[start + 1] ?? ''
  if (kind === 'x') return start + 3
  if (kind === 'c') return start + 2
  if (kind === 'u') {
    if (source[start + 2] === '{') return closing(source, start + 2, '}')
    return start + 5
  }
  if (kind === 'k') return closing(source, start + 1, '>')
  if (kind === 'p' || kind === 'P') return closing(source, start + 1, '}')
  if (/[0-9]/.test(kind)) {
    let end = start + 1
    while (/[0-9]/.test(source[end + 1] ?? '')) end++
    return end
  }
  return start + 1
}

function closing(source: string, from: number, char: string): number {
  const end = source.indexOf(char, from)
  return end < 0 ? source.length : end
}

function skipClass(source: string, start: number): number {
  for (let index = start + 1; index < source.length; index++) {
    if (source[index] === '\\') index++
    else if (source[index] === ']') return index
  }
  return source.length
}
