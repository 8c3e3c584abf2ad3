import { useTranslation } from 'react-i18next'
import type { AdminCreator } from '../../../platform/accounts/contract'
import type { PartnerLevel } from '../../../platform/channels/contract'
import { Link } from '../../../web/routing'
import { adminPath } from '../admin-paths'
import { peopleApi } from './people-api'
import { SearchedAccounts } from './SearchedAccounts'
import './people.css'

/**
 * Creators, newest account first, 30 a page, searched by the start of an e-mail or nickname:
 * each with its channel's partner level and address and how much content it holds.
 */
export function CreatorListPage() {
  const { t } = useTranslation('studio')
  return (
    <SearchedAccounts
      name="admin-creators"
      listLabel={t('admin.creatorListList')}
      load={async (query) => {
        const page = await peopleApi.creators(query)
        return { rows: page.creators, next: page.next }
      }}
      rows={(rows) => rows.map((creator) => <CreatorRow key={creator.oid} creator={creator} />)}
    />
  )
}

function CreatorRow({ creator }: { creator: AdminCreator }) {
  const { t } = useTranslation('studio')
  const channel = creator.channel
  return (
    <li className="admin-user">
      <span className="admin-user-name">
        <strong>
          <Link href={`${adminPath('users')}?user=${creator.oid}`}>{creator.nickname}</Link>
        </strong>
        <span className="muted">{creator.email}</span>
        <span className="muted people-facts">
          {channel
            ? t('admin.creatorListChannel', {
                url: channel.customUrl ?? '—',
                count: creator.contentCount ?? 0,
              })
            : t('admin.creatorListNoChannel', { count: creator.contentCount ?? 0 })}
        </span>
      </span>
      {channel ? (
        <span className="admin-pending">
          {t(`admin.partnerLevel_${channel.partnerLevel as PartnerLevel}`)}
        </span>
      ) : null}
    </li>
  )
}
