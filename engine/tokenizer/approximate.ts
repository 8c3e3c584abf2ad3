import type { Tokenizer } from './types'

/**
 * Cheap estimate for tests and as a fallback: about four characters per token for Latin
 * text, one token per character for CJK (where BPE vocabularies rarely merge characters).
 */
export const approximateTokenizer: Tokenizer = {
  name: 'approximate',
  count(text) {
    if (text.length === 0) return 0
    let wide = 0
    for (let index = 0; index < text.length; index++) {
      if (text.charCodeAt(index) >= 0x2e80) wide++
    }
    return wide + Math.ceil((text.length - wide) / 4)
  },
}
