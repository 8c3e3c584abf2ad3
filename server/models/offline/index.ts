export {
  composeOfflineReply,
  composeOfflineSummary,
  type OfflineStoryHints,
  seedOf,
} from './compose'
export { createOfflineModel, type OfflineModelOptions } from './model'
