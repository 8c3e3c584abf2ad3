import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { useSession } from '../../web/session'
import { ContentGrid } from '../content/ContentCard'
import { contentApi } from '../content/content-api'
import { SignedInList } from './SignedInList'

/** `/mypage/liked`: what the viewer liked, newest like first. */
export function LikedPage() {
  const { t } = useTranslation('player')
  const userOid = useSession((state) => state.user?.oid ?? null)
  const { result, reload: retry } = useData(userOid, () => contentApi.likedList())
  return (
    <SignedInList title={t('likedPage.title')} result={result} retry={retry}>
      {(items) => (
        <ContentGrid items={items} emptyText={t('likedPage.empty')} label={t('likedPage.title')} />
      )}
    </SignedInList>
  )
}
