import { Tiktoken } from 'js-tiktoken/lite'
import o200kBase from 'js-tiktoken/ranks/o200k_base'
import type { Tokenizer } from './types'

let encoder: Tiktoken | undefined

/** o200k_base via js-tiktoken: pure JS, browser-safe; the encoder is built on first use. */
export const jsTiktokenO200k: Tokenizer = {
  name: 'js-tiktoken:o200k_base',
  count(text) {
    encoder ??= new Tiktoken(o200kBase)
    return encoder.encode(text).length
  },
  encode(text) {
    encoder ??= new Tiktoken(o200kBase)
    return encoder.encode(text)
  },
}
