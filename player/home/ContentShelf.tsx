import { useTranslation } from 'react-i18next'
import type { ContentCategory } from '../../web/api/content'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { useAdultSetting } from '../catalogue/use-adult'
import { ContentGrid } from '../content/ContentCard'
import { contentApi } from '../content/content-api'
import { useLocalizedPath } from '../shell/use-localized-path'
import { ShelfSection } from './ShelfSection'

/** The home page's category shelves, in this order: audio dramas, ASMR, videos. */
export const HOME_SHELVES = ['audio-drama', 'asmr', 'realplay'] as const satisfies ContentCategory[]

/** How many contents a home shelf shows; its page (`/p/…`) has the rest. */
const SHELF_SIZE = 8

/** One category's newest contents with a way to the whole shelf; nothing while it is empty. */
export function ContentShelf({ category }: { category: (typeof HOME_SHELVES)[number] }) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const adult = useAdultSetting() === 'on'
  const { data } = useData(`home-shelf:${category}:${adult}`, () =>
    contentApi.shelf(category, { adult, limit: SHELF_SIZE }),
  )
  // A shelf is extra: an empty or failed one leaves the page as it was.
  if (!data || data.length === 0) return null
  const name = t(`shelf.${category}`)
  return (
    <ShelfSection
      title={name}
      data-shelf={category}
      action={
        <Link className="home-shelf-all" href={localized(`/p/${category}`)}>
          {t('home.seeAll')}
          <span className="visually-hidden">: {name}</span>
        </Link>
      }
    >
      <ContentGrid items={data} emptyText="" label={name} />
    </ShelfSection>
  )
}
