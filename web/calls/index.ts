export { type ActionOptions, type ActionOutcome, useAction } from './use-action'
export { type Data, type DataKey, type Loaded, useData } from './use-data'
