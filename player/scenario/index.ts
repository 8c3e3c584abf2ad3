/** The scenario players: `scenario/{scenariooid}` alone, `multiplay/{scenariooid}` together. */
export { MultiplayPage } from './MultiplayPage'
export { ScenarioPage } from './ScenarioPage'
