import { useTranslation } from 'react-i18next'
import { Button } from '../../web/ui'

/** The session's recent searches, newest first; a click runs one again. */
export function RecentSearches({
  items,
  onPick,
  onClear,
}: {
  items: readonly string[]
  onPick(text: string): void
  onClear(): void
}) {
  const { t } = useTranslation('player')
  if (items.length === 0) return null
  return (
    <section className="recent-searches" aria-labelledby="recent-title">
      <h2 id="recent-title" className="recent-title">
        {t('searchResults.recent')}
      </h2>
      <ul className="chip-list">
        {items.map((item) => (
          <li key={item}>
            <button type="button" className="tag-chip recent-chip" onClick={() => onPick(item)}>
              {item}
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" onClick={onClear}>
        {t('searchResults.clearRecent')}
      </Button>
    </section>
  )
}
