import type { Language } from '../../../engine/i18n'
import type { TextNamespace, TextResources, Texts } from '../resources'

type NamespaceTexts<Namespace extends TextNamespace> = Texts<TextResources[Namespace]>

/**
 * An app's texts in one language: the namespaces its pages always show, in the same
 * chunk, and the ones only some pages show, as loaders of their own chunks.
 */
export type TextBundle = {
  readonly [Namespace in TextNamespace]?:
    | NamespaceTexts<Namespace>
    | (() => Promise<NamespaceTexts<Namespace>>)
}

/**
 * An app's bundle in each language (each module's default export). One chunk per
 * language at boot, not one per namespace, so the app's first script names four chunks,
 * as it did with one tree.
 */
export type TextBundles = Readonly<Record<Language, () => Promise<{ default: TextBundle }>>>

/** One namespace's texts from a bundle: `{}` for a namespace the app does not have. */
export async function textsOf(
  bundles: TextBundles,
  language: Language,
  namespace: TextNamespace,
): Promise<object> {
  const entry = (await bundles[language]()).default[namespace]
  return typeof entry === 'function' ? entry() : (entry ?? {})
}
