import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminCreator } from '../../../platform/accounts/contract'
import { useData } from '../../../web/calls'
import { Button } from '../../../web/ui'
import { ChannelForm } from '../../creator/channel/ChannelSettingsPage'
import { LoadState } from '../../creator/shell/LoadState'
import { peopleApi } from './people-api'
import { SearchedAccounts } from './SearchedAccounts'
import './people.css'

/**
 * Any creator's studio: find the creator, then edit their channel's public profile with the
 * creator's own form and rules (custom URL, introduction, tabs, links, what fans see).
 */
export function EditStudioPage() {
  const { t } = useTranslation('studio')
  const [creator, setCreator] = useState<AdminCreator | null>(null)
  if (creator) {
    return (
      <div className="stack">
        <div className="admin-actions">
          <Button variant="secondary" onClick={() => setCreator(null)}>
            {t('admin.studioBack')}
          </Button>
        </div>
        <CreatorStudio key={creator.oid} creator={creator} />
      </div>
    )
  }
  return (
    <SearchedAccounts
      name="admin-studio-creators"
      listLabel={t('admin.creatorListList')}
      load={async (query) => {
        const page = await peopleApi.creators(query)
        return { rows: page.creators, next: page.next }
      }}
      rows={(creators) =>
        creators.map((found) => (
          <li key={found.oid} className="admin-user">
            <span className="admin-user-name">
              <strong>{found.nickname}</strong>
              <span className="muted people-facts">{found.email}</span>
            </span>
            <Button variant="secondary" disabled={!found.channel} onClick={() => setCreator(found)}>
              {found.channel ? t('admin.studioEdit') : t('admin.creatorNoChannel')}
            </Button>
          </li>
        ))
      }
    />
  )
}

function CreatorStudio({ creator }: { creator: AdminCreator }) {
  const { t } = useTranslation('studio')
  const settings = useData(['admin-studio', creator.oid], () =>
    peopleApi.studioSettings(creator.oid),
  )
  const url = settings.data?.customUrl
  return (
    <section className="stack" aria-labelledby="studio-of">
      <h2 id="studio-of" className="creator-card-title">
        {t('admin.studioOf', { name: creator.nickname })}
      </h2>
      {url ? (
        <p className="muted people-facts">
          <a href={`/c/${url}`} target="_blank" rel="noreferrer">
            {t('admin.studioOpenChannel', { url: `/c/${url}` })}
          </a>
        </p>
      ) : null}
      <LoadState state={settings} />
      {settings.data ? (
        <ChannelForm
          initial={settings.data}
          onSaved={settings.replace}
          send={(body) => peopleApi.saveStudio(creator.oid, body)}
        />
      ) : null}
    </section>
  )
}
