// Not the dialog host: PlayerApp imports it, and a channel chunk reaching it through here
// would split the store out of the player's entry into a chunk of its own.
export { SubscribeGate } from './SubscribeGate'
export { type SubscribeTarget, useSubscribeDialog } from './subscribe-dialog-store'
