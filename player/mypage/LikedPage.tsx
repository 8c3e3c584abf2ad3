import { useTranslation } from 'react-i18next'
import { useSession } from '../../web/session'
import { ContentGrid } from '../content/ContentCard'
import { contentApi } from '../content/content-api'
import { useLoader } from '../content/use-loader'
import { SignedInList } from './SignedInList'

/** `/mypage/liked`: what the viewer liked, newest like first. */
export function LikedPage() {
  const { t } = useTranslation()
  const userOid = useSession((state) => state.user?.oid ?? null)
  const { result, retry } = useLoader(userOid, () => contentApi.likedList())
  return (
    <SignedInList title={t('likedPage.title')} result={result} retry={retry}>
      {(items) => (
        <ContentGrid items={items} emptyText={t('likedPage.empty')} label={t('likedPage.title')} />
      )}
    </SignedInList>
  )
}
