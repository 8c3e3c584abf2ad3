import { useTranslation } from 'react-i18next'
import type { CategoryTotal } from '../../../platform/revenue/contract'

/** Revenue by category: coins and number of events. */
export function CategoryTable({ categories }: { categories: CategoryTotal[] }) {
  const { t } = useTranslation('creator')
  if (categories.length === 0) return <p className="muted">{t('creatorRevenue.noRevenue')}</p>
  return (
    <div className="creator-table-wrap">
      <table className="creator-table">
        <thead>
          <tr>
            <th scope="col">{t('creatorRevenue.category')}</th>
            <th scope="col" className="numeric">
              {t('creatorRevenue.coins')}
            </th>
            <th scope="col" className="numeric">
              {t('creatorRevenue.count')}
            </th>
          </tr>
        </thead>
        <tbody>
          {categories.map((row) => (
            <tr key={row.category}>
              <td>{t(`creatorRevenue.category_${row.category}`)}</td>
              <td className="numeric">{row.coins.toLocaleString()}</td>
              <td className="numeric">{row.count.toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
