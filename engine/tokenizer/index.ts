// Real BPE adapters live in their own entries (`./gpt-tokenizer`, `./js-tiktoken`) so that
// importing the engine never loads a multi-megabyte rank table by accident.
export { approximateTokenizer } from './approximate'
export { createTokenCountCache, type TokenCountCache } from './count-cache'
export type { Tokenizer } from './types'
