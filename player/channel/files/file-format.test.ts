import { describe, expect, it } from 'vitest'
import { fileProblem, formatBytes } from './file-format'

describe('formatBytes', () => {
  it('writes the largest unit under 1024', () => {
    expect(formatBytes(0, 'en')).toBe('0\u00a0B')
    expect(formatBytes(1023, 'en')).toBe('1,023\u00a0B')
    expect(formatBytes(1536, 'en')).toBe('1.5\u00a0KB')
    expect(formatBytes(5 * 1024 * 1024, 'ko')).toBe('5\u00a0MB')
    expect(formatBytes(2 * 1024 ** 3, 'jp')).toBe('2\u00a0GB')
    expect(formatBytes(150 * 1024 * 1024, 'es')).toBe('150\u00a0MB')
  })
})

describe('fileProblem', () => {
  const kinds = ['zip', 'pdf']
  it('refuses other kinds and files over the cap', () => {
    expect(fileProblem({ name: 'pack.ZIP', size: 10 }, kinds, 100)).toBeNull()
    expect(fileProblem({ name: 'run.exe', size: 10 }, kinds, 100)).toBe('badKind')
    expect(fileProblem({ name: 'noextension', size: 10 }, kinds, 100)).toBe('badKind')
    expect(fileProblem({ name: 'big.pdf', size: 101 }, kinds, 100)).toBe('tooLarge')
  })
})
