import { describe, expect, it } from 'vitest'
import { DEFAULT_PROMPTS, defaultSystemPrompt, promptTemplates } from './index'

type Tree = string | { [key: string]: Tree }

function leaves(tree: Tree, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]]
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, path ? `${path}.${key}` : key),
  )
}

describe('default prompts', () => {
  const english = new Map(leaves(DEFAULT_PROMPTS.en as unknown as Tree))

  it.each(['ko', 'jp', 'es'] as const)(
    '%s has every template, translated, with the same placeholders',
    (language) => {
      const translated = leaves(DEFAULT_PROMPTS[language] as unknown as Tree)
      expect(translated.map(([path]) => path).sort()).toEqual([...english.keys()].sort())
      for (const [path, text] of translated) {
        const source = english.get(path)!
        expect(text.trim().length, path).toBeGreaterThan(0)
        expect(text, `${language}:${path} is an English copy`).not.toBe(source)
        const placeholders = (value: string) => (value.match(/\{\{[a-z]+\}\}/gi) ?? []).sort()
        expect([...new Set(placeholders(text))], path).toEqual([...new Set(placeholders(source))])
      }
    },
  )

  it('uses the script of each language', () => {
    expect(DEFAULT_PROMPTS.ko.system.roleplay).toMatch(/[\uac00-\ud7a3]/)
    expect(DEFAULT_PROMPTS.jp.system.roleplay).toMatch(/[\u3040-\u30ff]/)
    expect(DEFAULT_PROMPTS.es.system.roleplay).toMatch(/historia/)
  })

  it('applies admin overrides per prompt type and ignores blank ones', () => {
    const templates = promptTemplates('ko', { novel: 'Custom', roleplay: '  ' })
    expect(templates.system.novel).toBe('Custom')
    expect(templates.system.roleplay).toBe(defaultSystemPrompt('ko', 'roleplay'))
    expect(DEFAULT_PROMPTS.ko.system.novel).not.toBe('Custom')
  })
})
