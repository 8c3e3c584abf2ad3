import { useTranslation } from 'react-i18next'
import type { ContentCategory } from '../../web/api/content'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { useAdultSetting } from '../catalogue/use-adult'
import type { PageProps } from '../PlayerApp'
import { ChannelCta } from './ChannelCta'
import { ContentGrid } from './ContentCard'
import { contentApi } from './content-api'
import './content.css'

/**
 * The category shelves under `/p/…`: document 1's prefixes, and the audio dramas and videos
 * the home page's shelves lead to (docs/PLAYER-CHANNELS.md).
 */
export const SHELVES = ['audio-drama', 'asmr', 'realplay', 'anime', 'bl', 'draw', 'japan'] as const
export type Shelf = (typeof SHELVES)[number]

export function isShelf(value: string): value is Shelf {
  return (SHELVES as readonly string[]).includes(value)
}

/** `/p/asmr`, `/p/audio-drama`, `/p/realplay` (videos), …: a category's newest content. */
export function ShelfPage({ params }: PageProps) {
  const shelf = params.shelf ?? ''
  const { t } = useTranslation('player')
  const adult = useAdultSetting() === 'on'
  const category = shelf as ContentCategory
  const { result, reload: retry } = useData(isShelf(shelf) ? `${shelf}:${adult}` : null, () =>
    contentApi.shelf(category, { adult }),
  )
  if (!isShelf(shelf)) return null
  const name = t(`shelf.${shelf}`)
  return (
    <div className="page stack shelf-page">
      <header className="stack shelf-header">
        <h1>{name}</h1>
        <p className="muted">{t('shelf.lead', { category: name })}</p>
      </header>
      {result.state === 'loading' ? <p className="muted">{t('contentPage.loading')}</p> : null}
      {result.state === 'failed' ? (
        <Alert tone="error">
          {t('shelf.loadError')} {errorText(t, result.error)}{' '}
          <Button variant="link" onClick={retry}>
            {t('shelf.retry')}
          </Button>
        </Alert>
      ) : null}
      {result.state === 'ready' ? (
        <ContentGrid items={result.value} emptyText={t('shelf.empty')} label={name} />
      ) : null}
      <ChannelCta />
    </div>
  )
}
