import { useTranslation } from 'react-i18next'
import type { SearchInputsView } from '../../platform/content/curation/contract'
import { useData } from '../../web/calls'
import { api } from '../../web/session'
import { bannerLanguage } from '../banners/banner-links'
import { creatorChip } from './detail-search'

export type SearchInputPick =
  | { kind: 'tags'; tag: string }
  | { kind: 'creators'; creator: { oid: string; nickname: string } }
  | { kind: 'contentTypes'; type: string }

/** What a chip of a category asks for. */
export function pickOf(
  component: Pick<SearchInputsView, 'kind'>,
  input: { value: string; label: string },
): SearchInputPick {
  if (component.kind === 'tags') return { kind: 'tags', tag: input.value }
  if (component.kind === 'creators')
    return { kind: 'creators', creator: { oid: input.value, nickname: input.label } }
  return { kind: 'contentTypes', type: input.value }
}

/**
 * The admins' published search categories (`GET /content/curation/search-inputs`), each a row
 * of chips: a hashtag searches it, a creator or a content type opens the detailed search with it.
 */
export function SearchCategories({ onPick }: { onPick: (pick: SearchInputPick) => void }) {
  const { t, i18n } = useTranslation('player')
  const language = bannerLanguage(i18n.language)
  const { data } = useData(`search-inputs:${language}`, () =>
    api.get('/content/curation/search-inputs', { language }),
  )
  const components = data?.components ?? []
  if (components.length === 0) return null
  return (
    <section className="search-categories stack" aria-label={t('searchCategories.label')}>
      {components.map((component) => (
        <div key={component.componentOid} className="search-category">
          <h2 className="search-category-title">{component.title}</h2>
          <ul className="chip-list">
            {component.inputs.map((input) => (
              <li key={input.value}>
                <button
                  type="button"
                  className="search-category-chip"
                  title={
                    component.kind === 'creators'
                      ? t('searchCategories.creatorHint')
                      : component.kind === 'contentTypes'
                        ? t('searchCategories.typeHint')
                        : undefined
                  }
                  onClick={() => onPick(pickOf(component, input))}
                >
                  {chipText(component.kind, input, t)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

function chipText(
  kind: SearchInputsView['kind'],
  input: { value: string; label: string },
  t: ReturnType<typeof useTranslation<'player'>>['t'],
): string {
  if (kind === 'tags') return `#${input.label}`
  if (kind === 'creators') return creatorChip(input.label)
  return t(`contentTypes.${input.value as 'story'}`)
}
