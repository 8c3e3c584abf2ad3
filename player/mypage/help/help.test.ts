import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../../engine/i18n/languages'
import { loadHelp } from '.'

describe('How to use and the FAQ', () => {
  it('say the same steps and questions in every language, none empty', async () => {
    const english = await loadHelp('en')
    for (const language of LANGUAGES) {
      const texts = await loadHelp(language)
      expect(texts.howTo.steps, language).toHaveLength(english.howTo.steps.length)
      expect(texts.faq.questions, language).toHaveLength(english.faq.questions.length)
      const all = [
        texts.howTo.lead,
        texts.faq.lead,
        ...texts.howTo.steps.flatMap((step) => [step.title, step.text]),
        ...texts.faq.questions.flatMap((item) => [item.question, item.answer]),
      ]
      for (const text of all) expect(text.trim().length, language).toBeGreaterThan(1)
      // Each language in its own words, not English left untranslated.
      if (language !== 'en')
        expect(texts.faq.questions[0]?.question).not.toBe(english.faq.questions[0]?.question)
    }
  })
})
