import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction } from '../../web/calls'
import { navigate } from '../../web/routing'
import { Alert, Button, SelectField, TextField } from '../../web/ui'
import { useLocalizedPath } from '../shell/use-localized-path'
import { type ChatPartner, directChatApi, type PartnerType } from './direct-chat-api'

/** Finds people by nickname: a 1:1 room with one, or a group of several. */
export function NewChat() {
  const { t } = useTranslation('dm')
  const localized = useLocalizedPath()
  const [nickname, setNickname] = useState('')
  const [partnerType, setPartnerType] = useState<PartnerType>('all')
  const [found, setFound] = useState<ChatPartner[] | null>(null)
  const [group, setGroup] = useState<ChatPartner[]>([])
  const [title, setTitle] = useState('')
  const { act, busy, outcome } = useAction()

  const search = (event: FormEvent) => {
    event.preventDefault()
    if (!nickname.trim()) return
    void act(async () => {
      const { partners } = await directChatApi.searchPartners(nickname.trim(), partnerType)
      setFound(partners)
    }, null)
  }
  const open = (partnerOids: string[], groupTitle = '') =>
    act(async () => {
      const { room } = await directChatApi.createRoom(partnerOids, groupTitle)
      navigate(localized(`/chat/${room.roomId}`))
    }, null)
  const inGroup = (oid: string) => group.some((member) => member.userOid === oid)

  return (
    <section className="card dm-panel" aria-labelledby="dm-new-title">
      <h2 id="dm-new-title">{t('dmNew.title')}</h2>
      <form className="dm-search" onSubmit={search}>
        <TextField
          label={t('dmNew.search')}
          value={nickname}
          maxLength={40}
          onChange={(event) => setNickname(event.target.value)}
        />
        <SelectField
          label={t('dmNew.partnerType')}
          value={partnerType}
          onChange={(event) => setPartnerType(event.target.value as PartnerType)}
          options={[
            { value: 'all', label: t('dmNew.typeAll') },
            { value: 'creator', label: t('dmNew.typeCreator') },
            { value: 'user', label: t('dmNew.typeUser') },
          ]}
        />
        <Button type="submit" variant="secondary" disabled={busy || !nickname.trim()}>
          {t('dmNew.searchButton')}
        </Button>
      </form>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {found && found.length === 0 ? <p className="muted">{t('dmNew.noMatch')}</p> : null}
      {found && found.length > 0 ? (
        <ul className="dm-partner-list" data-testid="dm-partners">
          {found.map((partner) => (
            <li key={partner.userOid} className="dm-partner">
              <span className="dm-partner-name">
                {partner.nickname}
                {partner.isCreator ? <span className="dm-tag">{t('dmNew.creator')}</span> : null}
              </span>
              <span className="dm-partner-actions">
                <Button
                  disabled={busy}
                  aria-label={t('dmNew.messageNamed', { name: partner.nickname })}
                  onClick={() => void open([partner.userOid])}
                >
                  {t('dmNew.message')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={inGroup(partner.userOid)}
                  aria-label={t('dmNew.addNamed', { name: partner.nickname })}
                  onClick={() => setGroup((members) => [...members, partner])}
                >
                  {t('dmNew.add')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <GroupDraft
        members={group}
        title={title}
        busy={busy}
        onTitle={setTitle}
        onRemove={(oid) => setGroup((members) => members.filter((m) => m.userOid !== oid))}
        onCreate={() =>
          void open(
            group.map((member) => member.userOid),
            title.trim(),
          )
        }
      />
    </section>
  )
}

function GroupDraft(props: {
  members: ChatPartner[]
  title: string
  busy: boolean
  onTitle: (title: string) => void
  onRemove: (oid: string) => void
  onCreate: () => void
}) {
  const { t } = useTranslation('dm')
  const { members } = props
  if (members.length === 0) return null
  return (
    <div className="dm-group-draft stack" data-testid="dm-group-draft">
      <p>{t('dmNew.groupMembers', { names: members.map((m) => m.nickname).join(', ') })}</p>
      <ul className="dm-chips">
        {members.map((member) => (
          <li key={member.userOid}>
            <button
              type="button"
              className="dm-chip"
              aria-label={t('dmNew.removeNamed', { name: member.nickname })}
              onClick={() => props.onRemove(member.userOid)}
            >
              {member.nickname} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <TextField
        label={t('dmNew.groupTitle')}
        value={props.title}
        maxLength={60}
        onChange={(event) => props.onTitle(event.target.value)}
      />
      {members.length < 2 ? <p className="muted">{t('dmNew.groupHint')}</p> : null}
      <div>
        <Button disabled={props.busy || members.length < 2} onClick={props.onCreate}>
          {t('dmNew.createGroup')}
        </Button>
      </div>
    </div>
  )
}
