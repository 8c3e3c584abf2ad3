/** Summaries that carry a room's older history. */

export { summaryRoutes } from './routes'
export {
  type ChatSummary,
  insertSummary,
  onPath,
  roomSummaries,
  summariesOnPath,
} from './summaries'
