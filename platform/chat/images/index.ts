/** A story's pictures in chat: which a player sees, unlocks and buys; signed addresses. */

export type { AssetReader } from './image-file'
export { recordImageUnlocks, unlockedImageHashes } from './image-unlocks'
export { type ImageSettings, imageRoutes } from './routes'
