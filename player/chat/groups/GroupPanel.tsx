import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { GroupStrategy, GroupView } from '../../../platform/chat/groups/contract'
import { errorText } from '../../../web/i18n'
import { navigate } from '../../../web/routing'
import { useSession } from '../../../web/session'
import { Avatar, Checkbox, SelectField } from '../../../web/ui'
import { useLocalizedPath } from '../../shell/use-localized-path'
import { downloadText } from '../mychats/download'
import type { RoomStore } from '../room/room-store'
import { useCast } from '../story/cast-store'
import './groups.css'
import { groupApi } from './group-api'
import { useGroup, useGroups } from './group-store'

const STRATEGIES: GroupStrategy[] = ['natural', 'list', 'manual', 'pooled']
const LABELS = {
  natural: 'groupChat.strategyNatural',
  list: 'groupChat.strategyList',
  manual: 'groupChat.strategyManual',
  pooled: 'groupChat.strategyPooled',
} as const
const HINTS = {
  natural: 'groupChat.hintNatural',
  list: 'groupChat.hintList',
  manual: 'groupChat.hintManual',
  pooled: 'groupChat.hintPooled',
} as const
const CAPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
/** A group's size, as the server keeps it (GROUP_LIMITS, docs/GROUP-CHATS.md). */
const MEMBERS = { min: 2, max: 8 }

/** The side panel's group tab: a group room's members and settings, else starting one. */
export function GroupPanel({ store }: { store: RoomStore }) {
  const roomOid = useStore(store, (state) => state.roomOid)
  const loaded = useGroup(roomOid)
  if (loaded === undefined) return null
  return loaded ? <MembersPanel store={store} group={loaded.group} /> : <StartGroup store={store} />
}

function MembersPanel({ store, group }: { store: RoomStore; group: GroupView }) {
  const { t } = useTranslation('chat')
  const busy = useStore(store, (state) => state.turn !== null || state.phase !== 'ready')
  const [error, setError] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const cardInput = useId()
  const signedIn = useSession((state) => !!state.token)
  const roomOid = group.roomOid

  async function change(settings: Parameters<ReturnType<typeof useGroups.getState>['update']>[1]) {
    setError(null)
    try {
      await useGroups.getState().update(roomOid, settings)
    } catch (failure) {
      setError(errorText(t, failure))
    }
  }

  function toggleMute(memberId: string) {
    void change({
      members: group.members.map((member) => ({
        id: member.id,
        muted: member.id === memberId ? !member.muted : member.muted,
      })),
    })
  }

  function remove(memberId: string) {
    void change({
      members: group.members
        .filter((member) => member.id !== memberId)
        .map((member) => ({ id: member.id })),
    })
  }

  async function addCard(file: File) {
    setError(null)
    setAdding(true)
    try {
      await useGroups.getState().addCard(roomOid, file)
    } catch (failure) {
      setError(errorText(t, failure))
    } finally {
      setAdding(false)
    }
  }

  /** SillyTavern's "force talk": the draft goes out answered by this member, else the member speaks on. */
  function speakNext(memberId: string) {
    useGroups.getState().ask(roomOid, { speakerId: memberId })
    const state = store.getState()
    if (state.draft.trim()) void state.send()
    else void state.autoChat().catch(() => undefined)
  }

  async function download(part: 'chat' | 'definition') {
    setError(null)
    try {
      const file = await groupApi.download(roomOid, part)
      downloadText(
        file.text,
        file.fileName,
        part === 'chat' ? 'application/x-ndjson' : 'application/json',
      )
    } catch (failure) {
      setError(errorText(t, failure))
    }
  }

  return (
    <div className="stack group-panel" data-testid="group-panel">
      <h2 className="group-title">{t('groupChat.members')}</h2>
      <ul className="group-members">
        {group.members.map((member) => (
          <li key={member.id} className="group-member" data-muted={member.muted}>
            <Avatar name={member.name} src={member.portraitUrl} size="sm" />
            <div className="group-member-main">
              <span className="group-member-name">
                {member.name}
                {member.card ? (
                  <span className="group-card-badge" title={t('groupChat.cardLabel')}>
                    {t('groupChat.card')}
                  </span>
                ) : null}
                {member.muted ? (
                  <span className="group-muted-badge">{t('groupChat.muted')}</span>
                ) : null}
              </span>
              <span className="group-member-actions">
                <button
                  type="button"
                  className="button button-link"
                  onClick={() => toggleMute(member.id)}
                  aria-pressed={member.muted}
                  aria-label={t(member.muted ? 'groupChat.unmuteName' : 'groupChat.muteName', {
                    name: member.name,
                  })}
                >
                  {t(member.muted ? 'groupChat.unmute' : 'groupChat.mute')}
                </button>
                <button
                  type="button"
                  className="button button-link"
                  disabled={group.members.length <= MEMBERS.min}
                  onClick={() => remove(member.id)}
                  aria-label={t('groupChat.removeName', { name: member.name })}
                >
                  {t('groupChat.remove')}
                </button>
              </span>
            </div>
            <button
              type="button"
              className="button button-secondary group-speak"
              disabled={busy}
              onClick={() => speakNext(member.id)}
              aria-label={t('groupChat.speakNextName', { name: member.name })}
            >
              {t('groupChat.speakNext')}
            </button>
          </li>
        ))}
      </ul>
      {signedIn && group.members.length < MEMBERS.max ? (
        <div className="stack group-add-card">
          {/* The native picker names its button in the browser's language: a label of ours stands in. */}
          <input
            id={cardInput}
            className="visually-hidden"
            type="file"
            accept=".png,.json,image/png,application/json"
            disabled={adding}
            data-testid="group-add-card"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void addCard(file)
            }}
          />
          <label
            className="button button-secondary group-add-card-button"
            htmlFor={cardInput}
            aria-disabled={adding || undefined}
          >
            {t('groupChat.addCard')}
          </label>
          <p className="muted group-hint">
            {adding ? t('groupChat.addingCard') : t('groupChat.addCardHint')}
          </p>
        </div>
      ) : null}
      <SelectField
        label={t('groupChat.strategy')}
        value={group.strategy}
        options={STRATEGIES.map((value) => ({ value, label: t(LABELS[value]) }))}
        onChange={(event) => void change({ strategy: event.target.value as GroupStrategy })}
      />
      <p className="muted group-hint">{t(HINTS[group.strategy])}</p>
      <Checkbox
        label={t('groupChat.autoMode')}
        checked={group.autoMode}
        onChange={(event) => void change({ autoMode: event.target.checked })}
      />
      <SelectField
        label={t('groupChat.autoCap')}
        value={String(group.autoCap)}
        options={CAPS.map((cap) => ({ value: String(cap), label: String(cap) }))}
        onChange={(event) => void change({ autoCap: Number(event.target.value) })}
      />
      <p className="muted group-hint">
        {t('groupChat.autoCapHint', { count: group.autoCap, used: group.autoSteps })}
      </p>
      <div className="row group-files">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void download('chat')}
        >
          {t('groupChat.exportChat')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void download('definition')}
        >
          {t('groupChat.exportGroup')}
        </button>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** In a one-character room: start a group of the story's characters, or bring one from SillyTavern. */
function StartGroup({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const roomOid = useStore(store, (state) => state.roomOid)
  const contentOid = useStore(store, (state) => state.room?.contentOid ?? '')
  const signedIn = useSession((state) => !!state.token)
  const cast = useCast(roomOid)
  const localize = useLocalizedPath()
  const [chosen, setChosen] = useState<string[]>([])
  const [strategy, setStrategy] = useState<GroupStrategy>('natural')
  const [files, setFiles] = useState<{ group: File | null; chat: File | null }>({
    group: null,
    chat: null,
  })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  function open(newRoomOid: string) {
    navigate(localize(`/story/${contentOid}/c/${newRoomOid}`))
  }

  async function start() {
    setBusy(true)
    setError(null)
    try {
      const { room } = await groupApi.create({ contentOid, memberIds: chosen, strategy })
      open(room.roomOid)
    } catch (failure) {
      setError(errorText(t, failure))
    } finally {
      setBusy(false)
    }
  }

  async function importFiles() {
    if (!files.group) return
    setBusy(true)
    setError(null)
    try {
      const answer = await groupApi.importGroup({
        contentOid,
        group: await files.group.text(),
        ...(files.chat ? { jsonl: await files.chat.text() } : {}),
      })
      open(answer.roomOid)
    } catch (failure) {
      setError(errorText(t, failure))
    } finally {
      setBusy(false)
    }
  }

  if (cast.length < 2) return <p className="muted">{t('groupChat.needTwo')}</p>
  return (
    <div className="stack group-panel" data-testid="group-start">
      <h2 className="group-title">{t('groupChat.startTitle')}</h2>
      <p className="muted group-hint">{t('groupChat.startIntro')}</p>
      <fieldset className="group-choose">
        <legend className="field-label">{t('groupChat.chooseMembers')}</legend>
        {cast.map((character) => (
          <Checkbox
            key={character.id}
            label={character.name}
            checked={chosen.includes(character.id)}
            onChange={(event) =>
              setChosen((ids) =>
                event.target.checked
                  ? [...ids, character.id]
                  : ids.filter((id) => id !== character.id),
              )
            }
          />
        ))}
      </fieldset>
      <SelectField
        label={t('groupChat.strategy')}
        value={strategy}
        options={STRATEGIES.map((value) => ({ value, label: t(LABELS[value]) }))}
        onChange={(event) => setStrategy(event.target.value as GroupStrategy)}
      />
      <button
        type="button"
        className="button button-primary"
        disabled={busy || chosen.length < 2}
        onClick={() => void start()}
      >
        {t('groupChat.start')}
      </button>
      {signedIn ? (
        <div className="stack group-import">
          <h3 className="group-subtitle">{t('groupChat.importTitle')}</h3>
          <label className="field">
            <span className="field-label">{t('groupChat.importGroupFile')}</span>
            <input
              type="file"
              accept=".json,application/json"
              onChange={(event) =>
                setFiles((f) => ({ ...f, group: event.target.files?.[0] ?? null }))
              }
            />
          </label>
          <label className="field">
            <span className="field-label">{t('groupChat.importChatFile')}</span>
            <input
              type="file"
              accept=".jsonl,application/x-ndjson"
              onChange={(event) =>
                setFiles((f) => ({ ...f, chat: event.target.files?.[0] ?? null }))
              }
            />
          </label>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy || !files.group}
            onClick={() => void importFiles()}
          >
            {t('groupChat.import')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
