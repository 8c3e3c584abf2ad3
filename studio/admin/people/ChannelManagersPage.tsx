import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  AdminChannelManager,
  AdminCreator,
  ManagedChannel,
} from '../../../platform/accounts/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { SearchForm } from '../SearchForm'
import { peopleApi } from './people-api'
import { SearchedAccounts } from './SearchedAccounts'
import './people.css'

/**
 * Channel managers (accounts with the channel manager role) and the creator channels each
 * manages: a channel is assigned by finding its creator, and removed after confirming.
 */
export function ChannelManagersPage() {
  const { t } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  const [version, setVersion] = useState(0)
  const [assigning, setAssigning] = useState<AdminChannelManager | null>(null)

  async function change(run: () => Promise<unknown>, done: string) {
    if (await act(run, done)) setVersion((value) => value + 1)
  }

  return (
    <div className="stack">
      <p className="muted">{t('admin.managersRoleHint')}</p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {assigning ? (
        <CreatorChooser
          manager={assigning}
          busy={busy}
          onCancel={() => setAssigning(null)}
          onChoose={(creator) => {
            const names = { manager: assigning.nickname, creator: creator.nickname }
            if (!window.confirm(t('admin.managersAssignConfirm', names))) return
            setAssigning(null)
            void change(
              () => peopleApi.assignChannel(assigning.oid, creator.oid),
              t('admin.managersAssigned', names),
            )
          }}
        />
      ) : null}
      <SearchedAccounts
        key={version}
        name="admin-channel-managers"
        listLabel={t('admin.managersList')}
        load={async (query) => {
          const page = await peopleApi.channelManagers(query)
          return { rows: page.managers, next: page.next }
        }}
        rows={(managers) =>
          managers.map((manager) => (
            <ManagerRow
              key={manager.oid}
              manager={manager}
              busy={busy}
              onAssign={() => setAssigning(manager)}
              onRemove={(channel) => {
                const names = { manager: manager.nickname, creator: channel.nickname }
                if (!window.confirm(t('admin.managersRemoveConfirm', names))) return
                void change(
                  () => peopleApi.removeChannel(manager.oid, channel.creatorOid),
                  t('admin.managersRemoved', names),
                )
              }}
            />
          ))
        }
      />
    </div>
  )
}

function ManagerRow({
  manager,
  busy,
  onAssign,
  onRemove,
}: {
  manager: AdminChannelManager
  busy: boolean
  onAssign: () => void
  onRemove: (channel: ManagedChannel) => void
}) {
  const { t } = useTranslation('studio')
  return (
    <li className="admin-user people-manager">
      <span className="admin-user-name">
        <strong>{manager.nickname}</strong>
        <span className="muted people-facts">{manager.email}</span>
        {manager.channels.length === 0 ? (
          <span className="muted people-facts">{t('admin.managersNoChannels')}</span>
        ) : (
          <ul
            className="people-channels"
            aria-label={t('admin.managersChannelsOf', { name: manager.nickname })}
          >
            {manager.channels.map((channel) => (
              <li key={channel.creatorOid} className="people-channel">
                <span className="people-facts">
                  {channel.nickname} ·{' '}
                  {channel.customUrl ? `/c/${channel.customUrl}` : channel.email}
                </span>
                <Button variant="secondary" disabled={busy} onClick={() => onRemove(channel)}>
                  {t('admin.managersRemove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </span>
      <Button variant="secondary" disabled={busy} onClick={onAssign}>
        {t('admin.managersAssign')}
      </Button>
    </li>
  )
}

/** Finds a creator (the start of an e-mail or nickname) to assign to the manager. */
function CreatorChooser({
  manager,
  busy,
  onChoose,
  onCancel,
}: {
  manager: AdminChannelManager
  busy: boolean
  onChoose: (creator: AdminCreator) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const found = useData(q ? ['admin-manager-creators', q] : null, () =>
    peopleApi.creators({ q, cursor: undefined }),
  )
  const creators = found.data?.creators ?? []
  const managed = new Set(manager.channels.map((channel) => channel.creatorOid))
  return (
    <section className="creator-card stack" aria-labelledby="manager-assign">
      <h2 id="manager-assign" className="creator-card-title">
        {t('admin.managersAssignTo', { name: manager.nickname })}
      </h2>
      <SearchForm
        label={t('admin.managersFindCreator')}
        hint={t('admin.peopleSearchHint')}
        maxLength={100}
        onSearch={setQ}
      />
      {q ? <LoadState state={found} /> : null}
      {found.data && creators.length === 0 ? (
        <p className="muted">{t('admin.peopleNone')}</p>
      ) : null}
      <ul className="admin-users" aria-label={t('admin.managersCreatorsFound')}>
        {creators.map((creator) => (
          <li key={creator.oid} className="admin-user">
            <span className="admin-user-name">
              <strong>{creator.nickname}</strong>
              <span className="muted people-facts">{creator.email}</span>
            </span>
            <Button
              variant="secondary"
              disabled={busy || managed.has(creator.oid)}
              onClick={() => onChoose(creator)}
            >
              {managed.has(creator.oid) ? t('admin.managersManaged') : t('admin.managersChoose')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="admin-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.managersCancel')}
        </Button>
      </div>
    </section>
  )
}
