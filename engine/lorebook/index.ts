export { activateLorebook } from './activate'
export type {
  ActivatedEntry,
  ActivationCause,
  DropReason,
  LorebookActivation,
  LorebookDebugRecord,
  LorebookPorts,
  LorebookScanInput,
  LorebookSettings,
  TimedEffectKind,
  TimedEffectsPlan,
} from './activation-types'
export { defaultLorebookSettings } from './activation-types'
export {
  type LorebookBookSettings,
  type LorebookPlacement,
  lorebookSettingsFor,
  placementOf,
  SILLYTAVERN_LOREBOOK_SETTINGS,
  STUDIO_LOREBOOK_SETTINGS,
} from './book-settings'
export { buildLorebookIndex, type LorebookIndex } from './build-index'
export { createLorebookEntry } from './create-entry'
export {
  type ActivatedRecord,
  digestLorebookDebug,
  type LorebookDebugDigest,
  recordsOfDigest,
} from './debug-digest'
export { parseRegexKey } from './key-syntax'
export { withLazyProperty } from './lazy-property'
export { activateLorebookNaive } from './naive'
export type { ScanMessage } from './scan-window'
export { applyTimedEffectsPlan, emptyTimedState, isEffectActive } from './timed-effects'
export type {
  CharacterFilter,
  LorebookEntry,
  LorebookPosition,
  LorebookRole,
  LorebookScope,
  LorebookTimedState,
  SelectiveLogic,
  TimedEffect,
} from './types'
