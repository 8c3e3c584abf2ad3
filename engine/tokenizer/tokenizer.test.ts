import { describe, expect, it } from 'vitest'
import { approximateTokenizer } from './approximate'
import { createTokenCountCache } from './count-cache'
import { gptTokenizerO200k } from './gpt-tokenizer'
import { jsTiktokenO200k } from './js-tiktoken'
import type { Tokenizer } from './types'

const samples = [
  'Hello, world!',
  '안녕하세요, 반갑습니다.',
  'こんにちは、世界。',
  '¿Dónde está la biblioteca?',
  '',
  'a'.repeat(1000),
]

describe('tokenizers', () => {
  it('the two pure-JS o200k adapters agree with each other', () => {
    for (const text of samples) {
      expect(gptTokenizerO200k.count(text)).toBe(jsTiktokenO200k.count(text))
      expect(gptTokenizerO200k.encode!(text)).toEqual(jsTiktokenO200k.encode!(text))
    }
    expect(gptTokenizerO200k.count('Hello, world!')).toBe(4)
  })

  it('the approximate tokenizer counts ~4 Latin characters or 1 CJK character per token', () => {
    expect(approximateTokenizer.count('')).toBe(0)
    expect(approximateTokenizer.count('abcdefgh')).toBe(2)
    expect(approximateTokenizer.count('abcde')).toBe(2)
    expect(approximateTokenizer.count('안녕')).toBe(2)
  })

  it('the count cache tokenizes each message once and recounts edited text', () => {
    let calls = 0
    const counting: Tokenizer = {
      name: 'counting',
      count: (text) => {
        calls++
        return text.length
      },
    }
    const cache = createTokenCountCache(counting, 2)
    expect(cache.count('m1', 'abc')).toBe(3)
    expect(cache.count('m1', 'abc')).toBe(3)
    expect(calls).toBe(1)
    expect(cache.count('m1', 'abcd')).toBe(4)
    expect(calls).toBe(2)
    cache.count('m2', 'x')
    cache.count('m3', 'y') // evicts the oldest
    expect(cache.size).toBe(2)
    cache.count('m1', 'abcd')
    expect(calls).toBe(5)
  })
})
