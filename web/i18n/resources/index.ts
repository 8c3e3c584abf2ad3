export {
  BASE_NAMESPACES,
  TEXT_NAMESPACES,
  type TextKey,
  type TextNamespace,
  type TextResources,
} from './namespaces'
export type { Texts } from './texts'
