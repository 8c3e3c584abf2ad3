import { useTranslation } from 'react-i18next'
import { toContentItem } from '../../web/api/content'
import { useData } from '../../web/calls'
import { api } from '../../web/session'
import { useAdultSetting } from '../catalogue/use-adult'
import { ContentGrid } from '../content/ContentCard'
import { ShelfSection } from './ShelfSection'

/**
 * The admins' curated sections of the home page (the published `home` page for the reader's
 * country, `GET /content/curation`), in their order; a section with nothing the reader may
 * see is not drawn, and no page draws nothing.
 */
export function CuratedSections() {
  const { i18n } = useTranslation('player')
  const adult = useAdultSetting() === 'on'
  const { data } = useData(`home-curation:${adult}:${i18n.language}`, () =>
    api.get('/content/curation', { adult: adult ? 'true' : 'false' }),
  )
  const sections = (data?.page?.sections ?? []).filter((section) => section.contents.length > 0)
  return sections.map((section) => (
    <ShelfSection key={section.sectionOid} title={section.title} data-curated={section.sectionOid}>
      <ContentGrid
        items={section.contents.map((hit) => toContentItem(hit))}
        emptyText=""
        label={section.title}
      />
    </ShelfSection>
  ))
}
