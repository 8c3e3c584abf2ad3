import { type FormEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { type BirthDateParts, composeBirthDate, validateBirthDate } from '../../web/validation'
import { YotiVerifyButton } from '../adult-verification/YotiVerifyButton'
import { BirthDateField } from '../login/BirthDateField'
import { catalogueApi } from './catalogue-api'
import { setAdultOn } from './use-adult'

/**
 * Adult verification: the account's date of birth; on success adult content is switched on.
 * The host passes the store's setter, so the dialog's chunk does not share the store.
 */
export function AdultVerifyDialog({ setOpen }: { setOpen: (open: boolean) => void }) {
  const { t } = useTranslation('player')
  const today = useMemo(() => new Date(), [])
  const [birthDate, setBirthDate] = useState<BirthDateParts>({ year: '', month: '', day: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = validateBirthDate(birthDate, today)
    const composed = composeBirthDate(birthDate)
    setProblem(invalid ? t(invalid) : null)
    setFailure(null)
    if (invalid || !composed) return
    setBusy(true)
    try {
      await catalogueApi.certifyAdult(composed.replaceAll('-', ''))
      const { user, setUser } = useSession.getState()
      if (user) setUser({ ...user, isUserAdult: true })
      setAdultOn(true)
      setDone(true)
    } catch (error) {
      setFailure(
        ApiError.isInstance(error) && error.code === 'NOT_ADULT'
          ? t('adultContent.notAdult')
          : errorText(t, error),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      onOpenChange={setOpen}
      title={t('adultContent.verifyTitle')}
      description={t('adultContent.verifyDescription')}
      closeLabel={t('common.close')}
    >
      {done ? (
        <div className="stack">
          <Alert tone="success">{t('adultContent.verified')}</Alert>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <BirthDateField value={birthDate} onChange={setBirthDate} error={problem} today={today} />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Button type="submit" busy={busy} block>
            {t('adultContent.verifySubmit')}
          </Button>
          <YotiVerifyButton block hint />
        </form>
      )}
    </Dialog>
  )
}
