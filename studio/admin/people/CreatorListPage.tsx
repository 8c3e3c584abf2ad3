import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminCreator } from '../../../platform/accounts/contract'
import type { PartnerLevel } from '../../../platform/channels/contract'
import { useData } from '../../../web/calls'
import { Link } from '../../../web/routing'
import { LoadState } from '../../creator/shell/LoadState'
import { adminPath } from '../admin-paths'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { peopleApi } from './people-api'
import './people.css'

/**
 * Creators, newest account first, 30 a page, searched by the start of an e-mail or nickname:
 * each with its channel's partner level and address and how much content it holds.
 */
export function CreatorListPage() {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const pages = useKeysetPages()
  const page = useData(['admin-creators', q, pages.before ?? ''], () =>
    peopleApi.creators({ q, cursor: pages.before }),
  )
  const creators = page.data?.creators ?? []
  return (
    <section className="creator-card stack">
      <SearchForm
        label={t('admin.peopleSearch')}
        hint={t('admin.peopleSearchHint')}
        maxLength={100}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      <LoadState state={page} />
      {page.data && creators.length === 0 ? <p className="muted">{t('admin.peopleNone')}</p> : null}
      <ul className="admin-users" aria-label={t('admin.creatorListList')}>
        {creators.map((creator) => (
          <CreatorRow key={creator.oid} creator={creator} />
        ))}
      </ul>
      <Pager pages={pages} next={page.data?.next} />
    </section>
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
