import { countTokens, encode } from 'gpt-tokenizer/encoding/o200k_base'
import type { Tokenizer } from './types'

/**
 * o200k_base (GPT-4o family) via gpt-tokenizer: pure JS, runs in the browser. Imported
 * from its own entry (`engine/tokenizer/gpt-tokenizer`) so bundles that only need the
 * approximate counter never load the rank table.
 */
export const gptTokenizerO200k: Tokenizer = {
  name: 'gpt-tokenizer:o200k_base',
  count: (text) => countTokens(text),
  encode: (text) => encode(text),
}
