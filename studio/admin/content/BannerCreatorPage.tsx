import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUserView } from '../../../platform/accounts/contract'
import { Button } from '../../../web/ui'
import { UserFinder } from '../UserFinder'
import { BannerList } from './BannerList'

/** `creator-banner`: banners promoting a creator's channel, all of them or one creator's. */
export function BannerCreatorPage() {
  const { t } = useTranslation('studio')
  const [creator, setCreator] = useState<AdminUserView | null>(null)
  return (
    <div className="stack">
      <details className="creator-card">
        <summary>{t('admin.ban_filter')}</summary>
        <UserFinder chosen={creator} onChoose={setCreator} />
      </details>
      {creator ? (
        <div className="admin-actions">
          <p>{t('admin.ban_filtered', { name: creator.nickname })}</p>
          <Button variant="secondary" onClick={() => setCreator(null)}>
            {t('admin.ban_filterClear')}
          </Button>
        </div>
      ) : null}
      <BannerList
        key={creator?.oid ?? 'all'}
        kind="creator"
        {...(creator ? { creatorOid: creator.oid } : {})}
      />
    </div>
  )
}
