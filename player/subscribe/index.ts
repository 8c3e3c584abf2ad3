export { SubscribeDialogHost } from './SubscribeDialogHost'
export { SubscribeGate } from './SubscribeGate'
export { type SubscribeTarget, useSubscribeDialog } from './subscribe-dialog-store'
