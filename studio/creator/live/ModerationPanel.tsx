import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  ChatBanRow,
  ManagerRow,
  ModerationResponse,
} from '../../../platform/live/chat/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, TextField } from '../../../web/ui'
import { LoadState } from '../shell/LoadState'
import { liveStudioApi } from './live-api'
import { addBannedWord, LIVE_FORM_LIMITS, userOidFrom } from './live-rules'

/** Live chat moderation: banned words, blocked and banned users, managers. */
export function ModerationPanel({ creatorOid }: { creatorOid: string }) {
  const moderation = useData(`moderation:${creatorOid}`, () => liveStudioApi.moderation(creatorOid))
  return (
    <div className="stack live-panel">
      <LoadState state={moderation} />
      {moderation.data ? (
        <>
          <BannedWords
            creatorOid={creatorOid}
            words={moderation.data.bannedWords}
            onSaved={(bannedWords) =>
              moderation.replace({ ...(moderation.data as ModerationResponse), bannedWords })
            }
          />
          <Bans creatorOid={creatorOid} bans={moderation.data.bans} onChanged={moderation.reload} />
          <Managers
            creatorOid={creatorOid}
            managers={moderation.data.managers}
            onChanged={moderation.reload}
          />
        </>
      ) : null}
    </div>
  )
}

function BannedWords({
  creatorOid,
  words,
  onSaved,
}: {
  creatorOid: string
  words: string[]
  onSaved: (words: string[]) => void
}) {
  const { t } = useTranslation('creator')
  const [word, setWord] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const { outcome, busy, act } = useAction()

  function save(next: string[], done: string) {
    return act(async () => {
      const answer = await liveStudioApi.setBannedWords(creatorOid, next)
      onSaved(answer.bannedWords)
    }, done)
  }

  async function add(event: FormEvent) {
    event.preventDefault()
    const result = addBannedWord(words, word)
    if ('problem' in result) {
      setProblem(t(`liveStudio.${result.problem}`, LIVE_FORM_LIMITS))
      return
    }
    setProblem(null)
    if (result.list.length === words.length) {
      setWord('')
      return
    }
    if (await save(result.list, t('liveStudio.wordAdded'))) setWord('')
  }

  return (
    <section className="creator-card stack">
      <h2>{t('liveStudio.bannedWordsTitle')}</h2>
      <p className="muted">{t('liveStudio.bannedWordsLead')}</p>
      <form
        className="creator-actions creator-actions-start live-add"
        onSubmit={(event) => void add(event)}
        noValidate
      >
        <TextField
          label={t('liveStudio.bannedWord')}
          value={word}
          onChange={(event) => {
            setWord(event.target.value)
            setProblem(null)
          }}
          error={problem}
        />
        <Button type="submit" busy={busy}>
          {t('liveStudio.add')}
        </Button>
      </form>
      {words.length === 0 ? (
        <p className="muted">{t('liveStudio.noBannedWords')}</p>
      ) : (
        <ul className="live-chips" aria-label={t('liveStudio.bannedWordsTitle')}>
          {words.map((listed) => (
            <li key={listed} className="live-chip">
              <span>{listed}</span>
              <button
                type="button"
                className="live-chip-remove"
                aria-label={t('liveStudio.removeWord', { word: listed })}
                disabled={busy}
                onClick={() =>
                  void save(
                    words.filter((other) => other !== listed),
                    t('liveStudio.wordRemoved'),
                  )
                }
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </section>
  )
}

function Bans({
  creatorOid,
  bans,
  onChanged,
}: {
  creatorOid: string
  bans: ChatBanRow[]
  onChanged: () => void
}) {
  const { t, i18n } = useTranslation('creator')
  const { outcome, busy, act } = useAction()
  const [doing, setDoing] = useState('')

  function remove(ban: ChatBanRow) {
    setDoing(ban.oid)
    // The row leaves the list: success needs no words.
    void act(async () => {
      await liveStudioApi.removeBans(creatorOid, [ban.oid])
      onChanged()
    }, null)
  }

  return (
    <section className="creator-card stack">
      <h2>{t('liveStudio.bansTitle')}</h2>
      <p className="muted">{t('liveStudio.bansLead')}</p>
      {bans.length === 0 ? <p className="muted">{t('liveStudio.noBans')}</p> : null}
      {bans.length > 0 ? (
        <ul className="creator-list">
          {bans.map((ban) => (
            <li key={ban.oid} className="creator-list-row">
              <div className="creator-list-main">
                <span className="creator-list-title">{ban.nickname}</span>
                <span className="muted creator-list-meta">
                  {t(`liveStudio.reason_${ban.reason}`)}
                  {' · '}
                  {ban.until
                    ? t('liveStudio.until', {
                        date: new Date(ban.until).toLocaleString(i18n.language, {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        }),
                      })
                    : t('liveStudio.forGood')}
                  {ban.description ? ` · ${ban.description}` : ''}
                </span>
              </div>
              <Button
                variant="secondary"
                busy={busy && doing === ban.oid}
                onClick={() => remove(ban)}
                aria-label={t('liveStudio.unbanUser', { name: ban.nickname })}
              >
                {t('liveStudio.unban')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </section>
  )
}

function Managers({
  creatorOid,
  managers,
  onChanged,
}: {
  creatorOid: string
  managers: ManagerRow[]
  onChanged: () => void
}) {
  const { t, i18n } = useTranslation('creator')
  const [user, setUser] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const { outcome, busy, act } = useAction()
  /** `add`, or the manager a removal runs for. */
  const [doing, setDoing] = useState('')

  function add(event: FormEvent) {
    event.preventDefault()
    const userOid = userOidFrom(user)
    if (!userOid) {
      setProblem(t('liveStudio.managerInvalid'))
      return
    }
    setProblem(null)
    setDoing('add')
    void act(async () => {
      await liveStudioApi.addManager(creatorOid, userOid)
      setUser('')
      onChanged()
    }, t('liveStudio.managerAdded'))
  }

  function remove(manager: ManagerRow) {
    setDoing(manager.userOid)
    // The row leaves the list: success needs no words.
    void act(async () => {
      await liveStudioApi.removeManagers(creatorOid, [manager.userOid])
      onChanged()
    }, null)
  }

  return (
    <section className="creator-card stack">
      <h2>{t('liveStudio.managersTitle')}</h2>
      <p className="muted">
        {t('liveStudio.managersLead')} {t('liveStudio.managerUserHint')}
      </p>
      <form className="creator-actions creator-actions-start live-add" onSubmit={add} noValidate>
        <TextField
          label={t('liveStudio.managerUser')}
          value={user}
          spellCheck={false}
          onChange={(event) => {
            setUser(event.target.value)
            setProblem(null)
          }}
          error={problem}
        />
        <Button type="submit" busy={busy && doing === 'add'}>
          {t('liveStudio.addManager')}
        </Button>
      </form>
      {managers.length === 0 ? <p className="muted">{t('liveStudio.noManagers')}</p> : null}
      {managers.length > 0 ? (
        <ul className="creator-list">
          {managers.map((manager) => (
            <li key={manager.userOid} className="creator-list-row">
              <div className="creator-list-main">
                <span className="creator-list-title">{manager.nickname}</span>
                <span className="muted creator-list-meta">
                  {t('liveStudio.managerSince', {
                    date: new Date(manager.date).toLocaleDateString(i18n.language, {
                      dateStyle: 'medium',
                    }),
                  })}
                </span>
              </div>
              <Button
                variant="secondary"
                busy={busy && doing === manager.userOid}
                onClick={() => remove(manager)}
                aria-label={t('liveStudio.removeManagerNamed', { name: manager.nickname })}
              >
                {t('liveStudio.removeManager')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </section>
  )
}
