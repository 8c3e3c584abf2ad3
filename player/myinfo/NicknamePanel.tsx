import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '../../engine/i18n/languages'
import type { NicknamesResponse } from '../../platform/accounts/contract'
import { useSession } from '../../web/session'
import { accountsApi } from '../../web/session/accounts-api'
import { Alert, Button, TextField } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { validateNickname } from '../../web/validation'
import { useAction } from '../login/use-action'
import './myinfo.css'

/** One key per confirmed change: a retry after a lost answer replays it instead of paying twice. */
function newRequestKey(): string {
  return crypto.randomUUID()
}

/** My Info's names: the paid change of the unique nickname and a display name per language. */
export function NicknamePanel() {
  const [names, setNames] = useState<NicknamesResponse | null>(null)
  useEffect(() => {
    let current = true
    accountsApi.nicknames().then(
      (answer) => current && setNames(answer),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])
  if (!names) return null
  return (
    <>
      <NicknameChange names={names} onChanged={setNames} />
      <GlobalNicknames names={names} onSaved={setNames} />
    </>
  )
}

function NicknameChange({
  names,
  onChanged,
}: {
  names: NicknamesResponse
  onChanged: (names: NicknamesResponse) => void
}) {
  const { t } = useTranslation('player')
  const user = useSession((state) => state.user)
  const setUser = useSession((state) => state.setUser)
  const [wanted, setWanted] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [key, setKey] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const { busy, error, run } = useAction()
  const coins = names.changeCoins

  if (!names.changeable) return <p className="muted">{t('nicknames.creatorFixed')}</p>

  function ask(event: FormEvent) {
    event.preventDefault()
    const problem = validateNickname(wanted)
    setFieldError(problem ? t(problem) : null)
    if (!problem) setKey(newRequestKey())
  }

  async function confirm() {
    if (!key) return
    const answer = await run(() => accountsApi.changeNickname(wanted.trim(), key))
    setKey(null)
    if (!answer) return
    onChanged({ ...names, nickname: answer.nickname })
    if (user) setUser({ ...user, nickname: answer.nickname })
    setDone(answer.nickname)
    setWanted('')
  }

  return (
    <form className="stack nickname-change" onSubmit={ask} noValidate>
      <TextField
        label={t('nicknames.newLabel')}
        value={wanted}
        onChange={(event) => setWanted(event.target.value)}
        error={fieldError}
        hint={t('nicknames.cost', { coins })}
        autoComplete="nickname"
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {done ? <Alert tone="success">{t('nicknames.changed', { nickname: done })}</Alert> : null}
      <div>
        <Button type="submit" variant="secondary">
          {t('nicknames.change')}
        </Button>
      </div>
      <Dialog
        open={key !== null}
        onOpenChange={(open) => !open && !busy && setKey(null)}
        title={t('nicknames.confirmTitle')}
        description={t('nicknames.confirmBody', { nickname: wanted.trim(), coins })}
        closeLabel={t('nicknames.cancel')}
      >
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => setKey(null)} disabled={busy}>
            {t('nicknames.cancel')}
          </Button>
          <Button onClick={confirm} disabled={busy}>
            {t('nicknames.confirm', { coins })}
          </Button>
        </div>
      </Dialog>
    </form>
  )
}

function GlobalNicknames({
  names,
  onSaved,
}: {
  names: NicknamesResponse
  onSaved: (names: NicknamesResponse) => void
}) {
  const { t } = useTranslation('player')
  return (
    <section className="stack global-nicknames" aria-labelledby="global-nicknames-title">
      <h3 id="global-nicknames-title">{t('nicknames.globalTitle')}</h3>
      <p className="muted">{t('nicknames.globalHint')}</p>
      {LANGUAGES.map((language) => (
        <GlobalNicknameRow
          key={`${language}:${names.globalNicknames[language] ?? ''}`}
          language={language}
          saved={names.globalNicknames[language] ?? ''}
          onSaved={onSaved}
        />
      ))}
    </section>
  )
}

function GlobalNicknameRow({
  language,
  saved,
  onSaved,
}: {
  language: Language
  saved: string
  onSaved: (names: NicknamesResponse) => void
}) {
  const { t } = useTranslation(['player', 'common'])
  const [value, setValue] = useState(saved)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const { busy, error, run } = useAction()

  async function save(nickname: string) {
    const problem = nickname === '' ? null : validateNickname(nickname)
    setFieldError(problem ? t(problem) : null)
    if (problem) return
    const answer = await run(() => accountsApi.setGlobalNickname(language, nickname.trim()))
    if (answer) onSaved(answer)
  }

  return (
    <form
      className="global-nickname-row"
      onSubmit={(event) => {
        event.preventDefault()
        void save(value)
      }}
      noValidate
    >
      <TextField
        label={t(`common:languageNames.${language}`)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldError ?? error}
        lang={language === 'jp' ? 'ja' : language}
      />
      <div className="global-nickname-actions">
        <Button type="submit" variant="secondary" disabled={busy || value.trim() === saved}>
          {t('nicknames.save')}
        </Button>
        {saved ? (
          <Button variant="link" onClick={() => void save('')} disabled={busy}>
            {t('nicknames.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
