import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../web/i18n'
import { Link, navigate, useLocation } from '../../../web/routing'
import type { PageProps } from '../../PlayerApp'
import { useLocalizedPath } from '../../shell/use-localized-path'
import '../chat.css'
import { latestRoomOf, openRoom } from './open-room'
import { waitPlan } from './wait-plan'

type Waiting =
  | { status: 'waiting' }
  | { status: 'empty' }
  | { status: 'invalid' }
  | { status: 'error'; error: unknown }

/**
 * The spec's `story` wait page (`/story`): the landing while a story's room is prepared.
 * `?contentOid=…&start=…` creates a room of that story; without a story it resumes the
 * visitor's latest room. Either way the address is replaced by the room's, so Back
 * skips this page; with no room to resume it points to the catalogue.
 */
export function StoryWaitPage(_props: PageProps) {
  const { t } = useTranslation('chat')
  const { search } = useLocation()
  const localize = useLocalizedPath()
  const [state, setState] = useState<Waiting>({ status: 'waiting' })

  useEffect(() => {
    let live = true
    const plan = waitPlan(search)
    // A malformed story id is a broken link, not "nothing to resume".
    if (plan.kind === 'invalid') {
      setState({ status: 'invalid' })
      return
    }
    setState({ status: 'waiting' })
    const target: Promise<string | null> =
      plan.kind === 'create'
        ? openRoom(plan.contentOid, plan.start).then(
            (roomOid) => `/story/${plan.contentOid}/c/${roomOid}`,
          )
        : latestRoomOf().then((room) =>
            room ? `/story/${room.contentOid}/c/${room.roomOid}` : null,
          )
    target.then(
      (path) => {
        if (!live) return
        if (path) navigate(localize(path), { replace: true })
        else setState({ status: 'empty' })
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', error })
      },
    )
    return () => {
      live = false
    }
  }, [search, localize])

  return (
    <div className="page page-narrow stack chat-wait" aria-busy={state.status === 'waiting'}>
      <h1>{t('storyWait.title')}</h1>
      {state.status === 'waiting' ? (
        <>
          <div className="chat-wait-loom" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <p role="status">{t('storyWait.preparing')}</p>
        </>
      ) : state.status === 'empty' ? (
        <p role="status">{t('storyWait.nothingToResume')}</p>
      ) : state.status === 'invalid' ? (
        <p role="alert">{t('storyWait.invalidLink')}</p>
      ) : (
        <p role="alert">{errorText(t, state.error)}</p>
      )}
      <Link href={localize('/')}>{t('storyWait.browse')}</Link>
    </div>
  )
}
