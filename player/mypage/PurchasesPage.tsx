import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { useSession } from '../../web/session'
import { ContentGrid } from '../content/ContentCard'
import { contentApi } from '../content/content-api'
import { SignedInList } from './SignedInList'

/** `/mypage/purchases`: bought and gifted contents, newest first (GET /content/purchased3). */
export function PurchasesPage() {
  const { t } = useTranslation('player')
  const userOid = useSession((state) => state.user?.oid ?? null)
  const { result, reload: retry } = useData(userOid, () => contentApi.purchased())
  return (
    <SignedInList title={t('purchasesPage.title')} result={result} retry={retry}>
      {(items) => (
        <ContentGrid
          items={items}
          emptyText={t('purchasesPage.empty')}
          label={t('purchasesPage.title')}
        />
      )}
    </SignedInList>
  )
}
