/** The scenario (choose-your-own-adventure) studio: `studio2/create-scenario`. */
export { ScenarioStudioPage, scenarioEditorPath } from './ScenarioStudioPage'
