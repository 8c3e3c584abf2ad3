import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, SelectField, TextField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { ChatManagementPager, useWhen } from './ChatManagementPager'
import { type GlobalRoomBan, moderationApi } from './moderation-api'
import { storyChatAdminApi } from './story-chat-api'

const PAGE_VIEW_SIZE = 20
const OID = /^[0-9a-f]{24}$/

/** Users banned from global rooms: ban one by id, lift a ban (each change audited by the call). */
export function ChatManagementBans() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [page, setPage] = useState(1)
  const list = useData(['chat-management-bans', page, version], () =>
    moderationApi.bans({ page, pageViewSize: PAGE_VIEW_SIZE }),
  )
  const bans = list.data?.bans ?? []
  const lift = (ban: GlobalRoomBan) => {
    const name = ban.nickname ?? ban.userOid
    if (!window.confirm(t('admin.cmUnbanConfirm', { name, room: ban.roomTitle }))) return
    void act(
      () => moderationApi.unban({ roomId: ban.roomId, userOid: ban.userOid }),
      t('admin.cmUnbanned', { name, room: ban.roomTitle }),
    )
  }
  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <BanForm busy={busy} act={act} />
      <section className="creator-card stack" aria-labelledby="cm-bans">
        <h2 id="cm-bans" className="creator-card-title">
          {t('admin.cmBans')}
        </h2>
        <LoadState state={list} />
        {list.data && bans.length === 0 ? <p className="muted">{t('admin.cmNoBans')}</p> : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.cmBans')}>
          {bans.map((ban) => (
            <BanLine key={`${ban.roomId}:${ban.userOid}`} ban={ban} busy={busy} onLift={lift} />
          ))}
        </ul>
        {list.data ? (
          <ChatManagementPager
            page={list.data.page}
            pageViewSize={list.data.pageViewSize}
            total={list.data.total}
            onPage={setPage}
          />
        ) : null}
      </section>
    </div>
  )
}

function BanLine(props: {
  ban: GlobalRoomBan
  busy: boolean
  onLift: (ban: GlobalRoomBan) => void
}) {
  const { t } = useTranslation('studio')
  const when = useWhen()
  const { ban } = props
  const name = ban.nickname ?? t('admin.cmGoneAccount')
  return (
    <li className="admin-prompt-version" data-testid="cm-ban">
      <div className="admin-audit-head">
        <strong className="admin-audit-action">{name}</strong>
        <span className="admin-pending">{ban.roomTitle}</span>
      </div>
      <p className="admin-audit-meta">
        {t('admin.cmBannedWhen', { when: when(ban.createdAt) })} · <code>{ban.userOid}</code>
      </p>
      {ban.reason ? <p className="chat-management-notice">{ban.reason}</p> : null}
      <div className="admin-actions">
        <Button variant="secondary" disabled={props.busy} onClick={() => props.onLift(ban)}>
          {t('admin.cmUnban', { name })}
        </Button>
      </div>
    </li>
  )
}

function BanForm({ busy, act }: { busy: boolean; act: ReturnType<typeof useAction>['act'] }) {
  const { t } = useTranslation('studio')
  const rooms = useData(['chat-management-ban-rooms'], () =>
    storyChatAdminApi.chatRooms({ page: 1, pageViewSize: 100, roomType: 'Global' }),
  )
  const options = (rooms.data?.rooms ?? []).map((room) => ({
    value: room.roomId,
    label: `${room.title} (${room.language ?? ''})`,
  }))
  const [roomId, setRoomId] = useState('')
  const [userOid, setUserOid] = useState('')
  const [reason, setReason] = useState('')
  const chosen = roomId || options[0]?.value || ''
  function submit(event: FormEvent) {
    event.preventDefault()
    void act(
      () => moderationApi.ban({ roomId: chosen, userOid: userOid.trim(), reason }),
      (result) =>
        t('admin.cmBanned', {
          name: result.ban.nickname ?? result.ban.userOid,
          room: result.ban.roomTitle,
        }),
    ).then((done) => {
      if (!done) return
      setUserOid('')
      setReason('')
    })
  }
  return (
    <form className="creator-card stack" aria-labelledby="cm-ban" onSubmit={submit}>
      <h2 id="cm-ban" className="creator-card-title">
        {t('admin.cmBanTitle')}
      </h2>
      <p className="muted">{t('admin.cmBanLead')}</p>
      <div className="admin-inline-form chat-management-fields">
        <SelectField
          label={t('admin.cmBanRoom')}
          value={chosen}
          options={options}
          onChange={(event) => setRoomId(event.target.value)}
        />
        <TextField
          label={t('admin.cmBanUser')}
          required
          value={userOid}
          maxLength={24}
          onChange={(event) => setUserOid(event.target.value)}
        />
        <TextField
          label={t('admin.cmBanReason')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="admin-actions">
        <Button type="submit" disabled={busy || !chosen || !OID.test(userOid.trim())}>
          {t('admin.cmBanButton')}
        </Button>
      </div>
    </form>
  )
}
