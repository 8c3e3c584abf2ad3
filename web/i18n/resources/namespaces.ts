import type { chatEn } from './chat/en'
import type { commonEn } from './common/en'
import type { creatorEn } from './creator/en'
import type { dmEn } from './dm/en'
import type { errorsEn } from './errors/en'
import type { liveEn } from './live/en'
import type { playerEn } from './player/en'
import type { studioEn } from './studio/en'

/**
 * Every text namespace by its English texts: the shape `t()` keys are checked against
 * (`../i18next.d.ts`). Types only, so no text lands in a bundle through this file.
 */
export interface TextResources {
  common: typeof commonEn
  errors: typeof errorsEn
  player: typeof playerEn
  chat: typeof chatEn
  live: typeof liveEn
  studio: typeof studioEn
  creator: typeof creatorEn
  dm: typeof dmEn
}

export type TextNamespace = keyof TextResources

/** Loaded for every page: the shell's texts and every error text `errorText` may show. */
export const BASE_NAMESPACES = ['common', 'errors'] as const satisfies readonly TextNamespace[]

export const TEXT_NAMESPACES = [
  'common',
  'errors',
  'player',
  'chat',
  'live',
  'studio',
  'creator',
  'dm',
] as const satisfies readonly TextNamespace[]

/**
 * `group.key` for every text of a namespace (or of some of its groups): the type of a key
 * a pure module hands to a page, e.g. `TextKey<'studio', 'studioUpload'>`.
 */
export type TextKey<
  Namespace extends TextNamespace,
  Group extends keyof TextResources[Namespace] = keyof TextResources[Namespace],
> = {
  [Name in Group]: `${Name & string}.${keyof TextResources[Namespace][Name] & string}`
}[Group]
