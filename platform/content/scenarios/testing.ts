/** Scenario fixtures for tests: documents built from a few lines. */
import { SCENARIO_SCHEMA_VERSION, type ScenarioDocument, type ScenarioPage } from './contract'

type PageSpec = Partial<ScenarioPage> & { id: string }

export function page(spec: PageSpec): ScenarioPage {
  return {
    kind: 'page',
    title: spec.id,
    text: `Text of ${spec.id}`,
    media: null,
    access: { kind: 'free' },
    position: { x: 0, y: 0 },
    options: [],
    ...spec,
  }
}

export const option = (
  id: string,
  to: string,
  extra: Partial<ScenarioPage['options'][number]> = {},
) => ({
  id,
  label: `Go ${to}`,
  to,
  when: [],
  effects: [],
  ...extra,
})

export function scenarioOf(
  pages: ScenarioPage[],
  extra: Partial<ScenarioDocument> = {},
): ScenarioDocument {
  return {
    schemaVersion: SCENARIO_SCHEMA_VERSION,
    start: pages[0]?.id ?? null,
    variables: [],
    pages,
    ...extra,
  }
}

/** Three pages, one choice: start → (left | right), left an ending, right an ending. */
export function threePageScenario(): ScenarioDocument {
  return scenarioOf([
    page({ id: 'start', options: [option('go-left', 'left'), option('go-right', 'right')] }),
    page({ id: 'left', kind: 'ending' }),
    page({ id: 'right', kind: 'ending' }),
  ])
}

/** A scenario content's metadata the catalog publishes (a title and a cover). */
export const SCENARIO_METADATA = { title: 'The fork', thumbnail: '/api/upload/pics/cover-1' }
