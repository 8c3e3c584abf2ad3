import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { formatDateTime } from '../charge/format'
import { communityApi, type PollView } from './community-api'
import { sharePercent } from './composer-form'

/** Other readers' votes arrive every 20 seconds while the poll is open and the page is seen. */
const REFRESH_MS = 20_000

function useLiveCounts(postOid: string, closed: boolean, set: (poll: PollView) => void) {
  useEffect(() => {
    if (closed) return
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return
      communityApi.votes(postOid).then(
        (answer) => set(answer.poll),
        () => undefined,
      )
    }, REFRESH_MS)
    return () => clearInterval(timer)
  }, [postOid, closed, set])
}

/**
 * A post's poll: each option is a button with its result bar. A vote (or a changed vote)
 * answers with the new counts, drawn at once; one vote is sent at a time.
 */
export function PollBox({ postOid, poll: initial }: { postOid: string; poll: PollView }) {
  const { t } = useTranslation('player')
  const language = useSession((state) => state.activeLanguage)
  const signedIn = useSession((state) => state.user !== null)
  const [poll, setPoll] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const open = signedIn && !poll.closed
  useLiveCounts(postOid, poll.closed, setPoll)

  async function run(call: () => Promise<{ poll: PollView }>) {
    setBusy(true)
    setError(null)
    try {
      setPoll((await call()).poll)
    } catch (failure) {
      setError(errorText(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset className="community-poll" aria-busy={busy || undefined}>
      <legend className="community-poll-question">{poll.question}</legend>
      <ul className="community-poll-options">
        {poll.options.map((option) => {
          const share = sharePercent(option.votes, poll.totalVotes)
          const mine = poll.myVote === option.id
          return (
            <li key={option.id}>
              <button
                type="button"
                className="community-poll-option"
                aria-pressed={mine}
                disabled={!open || busy}
                onClick={() => void run(() => communityApi.vote(postOid, option.id))}
              >
                <span
                  className="community-poll-bar"
                  style={{ width: `${share}%` }}
                  aria-hidden="true"
                />
                <span className="community-poll-text">
                  {option.text}
                  {mine ? (
                    <span className="community-poll-mine"> · {t('community.yourVote')}</span>
                  ) : null}
                </span>
                <span className="community-poll-share">
                  {share}% · {t('community.votes', { count: option.votes })}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      <p className="muted community-poll-foot" data-testid="poll-total">
        {t('community.votes', { count: poll.totalVotes })}
        {poll.closed
          ? ` · ${t('community.closed')}`
          : poll.closesAt
            ? ` · ${t('community.closesAt', { date: formatDateTime(poll.closesAt, language) })}`
            : ''}
      </p>
      {!signedIn && !poll.closed ? <p className="muted">{t('community.signInToVote')}</p> : null}
      {open && poll.myVote ? (
        <Button
          variant="link"
          disabled={busy}
          onClick={() => void run(() => communityApi.unvote(postOid))}
        >
          {t('community.withdraw')}
        </Button>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </fieldset>
  )
}
