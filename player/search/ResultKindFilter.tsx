import { useTranslation } from 'react-i18next'
import type { ResultCount, ResultCounts, ResultFilter } from './results'

const LABELS = {
  all: 'searchResults.filterAll',
  story: 'searchResults.filterStories',
  content: 'searchResults.filterContents',
} as const satisfies Record<ResultFilter, string>

/** "All · Chat stories · Contents" with how many of each are shown ("20+": more to load). */
export function ResultKindFilter({
  counts,
  value,
  onChange,
}: {
  counts: ResultCounts
  value: ResultFilter
  onChange(next: ResultFilter): void
}) {
  const { t } = useTranslation('player')
  return (
    <ul className="result-filter" aria-label={t('searchResults.filterLabel')}>
      {(['all', 'story', 'content'] as const).map((filter) => (
        <li key={filter}>
          <button
            type="button"
            className="result-filter-chip"
            aria-pressed={value === filter}
            onClick={() => onChange(filter)}
          >
            {t(LABELS[filter])}
            <span className="result-filter-count">{countText(counts[filter])}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

function countText(count: ResultCount): string {
  return count.more ? `${count.count}+` : String(count.count)
}
