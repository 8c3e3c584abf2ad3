import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DiscordAdminCreator, DiscordAdminMember } from '../../../platform/discord/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { adminLiveGroupApi } from './live-api'
import './live.css'

/**
 * Creators connected to the Discord bot, searched and paged; one creator's linked members,
 * searched and paged; a member kicked from the creator's server after confirming (queued in
 * the Discord outbox, which sends it and retries).
 */
export function ManageDiscordPage() {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const [chosen, setChosen] = useState<DiscordAdminCreator | null>(null)
  const pages = useKeysetPages()
  const before = pages.before
  const page = useData(['discord-creators', q, before ?? ''], () =>
    adminLiveGroupApi.discordCreators({ ...(q ? { q } : {}), ...(before ? { before } : {}) }),
  )
  const creators = page.data?.creators ?? []
  return (
    <div className="stack">
      <section className="creator-card stack" aria-labelledby="discord-creators-title">
        <h2 id="discord-creators-title" className="creator-card-title">
          {t('admin.discordCreators')}
        </h2>
        <SearchForm
          label={t('admin.discordCreatorSearch')}
          hint={t('admin.discordCreatorSearchHint')}
          maxLength={100}
          onSearch={(words) => {
            setQ(words)
            pages.reset()
          }}
        />
        <LoadState state={page} />
        {page.data && creators.length === 0 ? (
          <p className="muted">{t('admin.discordNoCreators')}</p>
        ) : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.discordCreators')}>
          {creators.map((creator) => (
            <CreatorRow
              key={creator.creatorOid}
              creator={creator}
              chosen={chosen?.creatorOid === creator.creatorOid}
              onChoose={() => setChosen(creator)}
            />
          ))}
        </ul>
        <Pager pages={pages} next={page.data?.next} />
      </section>
      {chosen ? <MembersPanel key={chosen.creatorOid} creator={chosen} /> : null}
    </div>
  )
}

function CreatorRow({
  creator,
  chosen,
  onChoose,
}: {
  creator: DiscordAdminCreator
  chosen: boolean
  onChoose: () => void
}) {
  const { t, i18n } = useTranslation('studio')
  const day = new Date(creator.linkedAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
  return (
    <li className="admin-prompt-version">
      <div className="admin-audit-head">
        <strong>{creator.nickname ?? creator.creatorOid}</strong>
        {creator.pendingJobs > 0 ? (
          <span className="admin-pending">
            {t('admin.discordPending', { count: creator.pendingJobs })}
          </span>
        ) : null}
      </div>
      <p className="admin-audit-meta discord-ids">
        {t('admin.discordCreatorMeta', {
          server: creator.discordId,
          members: creator.members,
          roles: creator.tierRoles.length,
          date: day,
        })}
      </p>
      <div className="admin-actions">
        <Button variant="secondary" aria-pressed={chosen} onClick={onChoose}>
          {t('admin.discordShowMembers')}
        </Button>
      </div>
    </li>
  )
}

function MembersPanel({ creator }: { creator: DiscordAdminCreator }) {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const pages = useKeysetPages()
  const before = pages.before
  const { version, outcome, busy, act } = useAction()
  const list = useData(['discord-members', creator.creatorOid, q, before ?? '', version], () =>
    adminLiveGroupApi.discordMembers({
      creatorOid: creator.creatorOid,
      ...(q ? { q } : {}),
      ...(before ? { before } : {}),
    }),
  )
  const name = creator.nickname ?? creator.creatorOid

  function kick(member: DiscordAdminMember) {
    const who = member.username ?? member.nickname ?? member.discordId
    if (!window.confirm(t('admin.discordKickConfirm', { member: who, creator: name }))) return
    void act(
      () =>
        adminLiveGroupApi.kickDiscordMember({
          creatorOid: creator.creatorOid,
          channelId: creator.discordId,
          discordId: member.discordId,
        }),
      t('admin.discordKicked', { member: who }),
    )
  }

  const members = list.data?.members ?? []
  return (
    <section className="creator-card stack" aria-labelledby="discord-members-title">
      <h2 id="discord-members-title" className="creator-card-title">
        {t('admin.discordMembersOf', { creator: name })}
      </h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <SearchForm
        label={t('admin.discordMemberSearch')}
        hint={t('admin.discordMemberSearchHint')}
        maxLength={100}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      <LoadState state={list} />
      {list.data && members.length === 0 ? (
        <p className="muted">{t('admin.discordNoMembers')}</p>
      ) : null}
      <ul
        className="admin-prompt-versions"
        aria-label={t('admin.discordMembersOf', { creator: name })}
      >
        {members.map((member) => (
          <MemberRow key={member.userOid} member={member} busy={busy} onKick={() => kick(member)} />
        ))}
      </ul>
      <Pager pages={pages} next={list.data?.next} />
    </section>
  )
}

function roleWords(t: TFunction<'studio'>): Record<DiscordAdminMember['roleState'], string> {
  return {
    none: t('admin.discordRole_none'),
    pending: t('admin.discordRole_pending'),
    granted: t('admin.discordRole_granted'),
    removed: t('admin.discordRole_removed'),
  }
}

function MemberRow({
  member,
  busy,
  onKick,
}: {
  member: DiscordAdminMember
  busy: boolean
  onKick: () => void
}) {
  const { t, i18n } = useTranslation('studio')
  const day = new Date(member.linkedAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
  return (
    <li className="admin-prompt-version">
      <div className="admin-audit-head">
        <strong>{member.nickname ?? member.userOid}</strong>
        <span className="muted">{roleWords(t)[member.roleState]}</span>
      </div>
      <p className="admin-audit-meta discord-ids">
        {t('admin.discordMemberMeta', {
          username: member.username ?? '–',
          discordId: member.discordId,
          date: day,
        })}
      </p>
      <div className="admin-actions">
        <Button variant="secondary" disabled={busy} onClick={onKick}>
          {t('admin.discordKick')}
        </Button>
      </div>
    </li>
  )
}
