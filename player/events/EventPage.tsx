import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EventView } from '../../platform/content/events/contract'
import { useData } from '../../web/calls'
import { Link, navigate } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button, TextField } from '../../web/ui'
import { useLoginDialog } from '../login/login-dialog-store'
import type { PageProps } from '../PlayerApp'
import { NotFoundPage } from '../pages/NotFoundPage'
import { useLocalizedPath } from '../shell/use-localized-path'
import { eventCodeProblem, joinPath } from './event-code'
import { eventPeriod, rewardText } from './event-texts'
import { eventsApi } from './events-api'
import './events.css'

/** `/event/{_id}`: one event, its reward and spots, and how to join it with a code. */
export function EventPage({ params }: PageProps) {
  const { t, i18n } = useTranslation('player')
  const localized = useLocalizedPath()
  const eventOid = params.eventOid ?? ''
  const userOid = useSession((state) => state.user?.oid ?? null)
  const answer = useData(['event', eventOid, userOid, i18n.language], () => eventsApi.one(eventOid))
  if (answer.result.state === 'failed') {
    const status = (answer.error as { status?: number } | null)?.status
    if (status === 404) return <NotFoundPage />
    return (
      <div className="page page-narrow stack">
        <p>{t('events.loadFailed')}</p>
        <div>
          <Button variant="secondary" onClick={answer.reload}>
            {t('events.retry')}
          </Button>
        </div>
      </div>
    )
  }
  const event = answer.data?.event
  if (!event) return null
  return (
    <div className="page page-narrow stack event-page">
      <Link className="event-back" href={localized('/event')}>
        ← {t('events.back')}
      </Link>
      <span className={`event-state event-state-${event.state}`}>
        {t(`events.state_${event.state}`)}
      </span>
      <h1>{event.title}</h1>
      <dl className="details event-details">
        <dt>{t('events.reward')}</dt>
        <dd>{rewardText(t, event)}</dd>
        <dt>{t('events.periodLabel')}</dt>
        <dd>{eventPeriod(t, event, i18n.language)}</dd>
        <dt>{t('events.spotsLabel')}</dt>
        <dd>
          {event.spotsLeft > 0
            ? t('events.spotsLeft', { count: event.spotsLeft })
            : t('events.full')}
        </dd>
      </dl>
      <JoinPanel event={event} />
    </div>
  )
}

function JoinPanel({ event }: { event: EventView }) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => !!state.token)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  if (event.joined)
    return (
      <Alert tone="success">
        {t('events.alreadyJoined')}{' '}
        <Link href={localized('/myinfo?tab=inventory')}>{t('events.openInventory')}</Link>
      </Alert>
    )
  if (event.state !== 'running' || event.spotsLeft === 0) return null

  function join(submitted: FormEvent) {
    submitted.preventDefault()
    const invalid = eventCodeProblem(code)
    setProblem(invalid ? t(`events.${invalid}`) : null)
    if (!invalid) navigate(localized(joinPath(code)))
  }

  return (
    <section className="card stack event-join" aria-labelledby="event-join-title">
      <p id="event-join-title">{t('events.howToJoin')}</p>
      {signedIn ? (
        <form className="event-join-form" onSubmit={join} noValidate>
          <TextField
            label={t('events.code')}
            hint={t('events.codeHint')}
            value={code}
            error={problem}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(changed) => setCode(changed.target.value)}
          />
          <div>
            <Button type="submit">{t('events.join')}</Button>
          </div>
        </form>
      ) : (
        <div>
          <Button onClick={() => openLogin('login')}>{t('events.logInToJoin')}</Button>
        </div>
      )}
    </section>
  )
}
