import { describe, expect, it } from 'vitest'
import { compile } from '../../engine/compile'
import { LANGUAGES } from '../../engine/i18n'
import { pictureDataUrl } from '../../platform/stories/demo-stories/build'
import { createI18n } from '../../web/i18n'
import { studioTexts } from '../../web/i18n/bundles/studio'
import { STARTER_IDS, starterTemplate, starterTexts } from './starter-template'

const metadata = { title: 'A new story', thumbnail: pictureDataUrl('New', '#335577') }

describe('starterTemplate', () => {
  for (const language of LANGUAGES) {
    it(`compiles with no error and no warning in ${language}`, async () => {
      const i18n = await createI18n(language, studioTexts, ['studio'])
      const template = starterTemplate(starterTexts(i18n.getFixedT(null, 'studio')))
      const result = compile({ version: 1, ...template }, metadata)
      expect(result.ok ? result.warnings : result.errors).toEqual([])
      expect(result.ok && result.compiled.startPoints.map((start) => start.sceneId)).toEqual([
        STARTER_IDS.scene,
      ])
    })
  }

  it('connects start → scene and character → scene, keeping the chat macros', async () => {
    const i18n = await createI18n('en', studioTexts, ['studio'])
    const { nodes, edges } = starterTemplate(starterTexts(i18n.getFixedT(null, 'studio')))
    expect(nodes.map((node) => node.type)).toEqual(['start', 'character', 'story'])
    expect(edges.map((edge) => `${edge.source}.${edge.sourceHandle}->${edge.target}`)).toEqual([
      'start-template.scene->story-template',
      'character-template.cast->story-template',
    ])
    const greeting = nodes[0]?.data as { greeting: string }
    expect(greeting.greeting).toContain('{{char}}')
    expect(greeting.greeting).toContain('{{user}}')
  })
})
