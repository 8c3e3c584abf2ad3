/** The prompt a turn sent, kept for its player and the story owner. */
export {
  insertPromptLog,
  listPromptLogs,
  type PlayerTurnTexts,
  type PromptLog,
  playerTurnTexts,
} from './prompt-logs'
export { promptLogRoutes } from './routes'
