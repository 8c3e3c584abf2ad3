import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { navigate } from '../../../web/routing'
import { useSession } from '../../../web/session'
import { Button, TextField } from '../../../web/ui'
import { Tabs } from '../../../web/ui/Tabs'
import { usePlayerHome } from '../../shell/StudioHeader'
import { creatorPath } from '../creator-paths'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'
import { ApplyForLive } from './ApplyForLive'
import { CohostPanel } from './cohost/CohostPanel'
import { DonationsPanel } from './donations/DonationsPanel'
import { GoLivePanel } from './GoLivePanel'
import { liveStudioApi } from './live-api'
import { ModerationPanel } from './ModerationPanel'
import { PlatformLinksPanel } from './platform-links/PlatformLinksPanel'
import { ReplaysPanel } from './ReplaysPanel'
import { SchedulesPanel } from './SchedulesPanel'
import { SettingsPanel } from './SettingsPanel'
import { ToolKeyPanel } from './ToolKeyPanel'
import './live-studio.css'

/**
 * The live studio (spec §2 "Livestream studio" and the creator studio guard): the caller's
 * own at `/studio2/creator/live`, a named creator's at `/studio2/creator/live/{customUrl|oid}`.
 * Admins always pass; a livestreamer passes for themself; anyone else meets the locked page
 * (own studio, not a livestreamer) or the not-found page (someone else's).
 */
export function LiveStudioPage({ creatorRef }: { creatorRef: string | null }) {
  const user = useSession((state) => state.user)
  const roles = user?.roles ?? []
  const isAdmin = roles.includes('admin')
  const streams = roles.includes('livestreamer')
  const ownOid = user?.oid ?? ''

  if (creatorRef === null) {
    if (streams) return <LiveStudio creatorOid={ownOid} own isAdmin={isAdmin} />
    if (isAdmin) return <AdminPicker />
    return <LiveLocked />
  }
  if (creatorRef === ownOid && streams)
    return <LiveStudio creatorOid={ownOid} own isAdmin={isAdmin} />
  return <NamedStudio creatorRef={creatorRef} ownOid={ownOid} isAdmin={isAdmin} streams={streams} />
}

function NamedStudio({
  creatorRef,
  ownOid,
  isAdmin,
  streams,
}: {
  creatorRef: string
  ownOid: string
  isAdmin: boolean
  streams: boolean
}) {
  const { t } = useTranslation('creator')
  // Only admins and livestreamers may look a creator up here; others never call.
  const found = useData(`resolve:${creatorRef}`, () =>
    isAdmin || streams ? liveStudioApi.resolve(creatorRef) : Promise.resolve(null),
  )
  if (!isAdmin && !streams) return <LiveNotFound />
  if (found.loading && found.data === null)
    return (
      <CreatorLayout section="live" title={t('liveStudio.title')}>
        <p className="muted">{t('common.loading')}</p>
      </CreatorLayout>
    )
  const creatorOid = found.data?.creatorOid ?? null
  if (!creatorOid || (!isAdmin && creatorOid !== ownOid)) return <LiveNotFound />
  return (
    <LiveStudio
      creatorOid={creatorOid}
      own={creatorOid === ownOid}
      isAdmin={isAdmin}
      nickname={found.data?.nickname}
    />
  )
}

type TabName =
  | 'settings'
  | 'golive'
  | 'schedules'
  | 'replays'
  | 'moderation'
  | 'donations'
  | 'cohost'
  | 'toolkey'
  | 'platforms'

function LiveStudio({
  creatorOid,
  own,
  isAdmin,
  nickname,
}: {
  creatorOid: string
  own: boolean
  isAdmin: boolean
  nickname?: string
}) {
  const { t } = useTranslation('creator')
  const studio = useData(`studio:${creatorOid}`, () => liveStudioApi.studio(creatorOid))
  // Back from Twitch or YouTube, the studio opens on its platforms tab with the result.
  const [tab, setTab] = useState<TabName>(() =>
    new URLSearchParams(window.location.search).has('platformLink') ? 'platforms' : 'settings',
  )
  const items = studio.data
    ? [
        {
          value: 'settings',
          label: t('liveStudio.tabSettings'),
          content: (
            <SettingsPanel
              creatorOid={creatorOid}
              studio={studio.data}
              isAdmin={isAdmin}
              onSaved={studio.replace}
            />
          ),
        },
        {
          value: 'golive',
          label: t('liveStudio.tabGoLive'),
          content: (
            <GoLivePanel
              creatorOid={creatorOid}
              studio={studio.data}
              own={own}
              onChanged={studio.reload}
            />
          ),
        },
        {
          value: 'schedules',
          label: t('liveStudio.tabSchedules'),
          content: <SchedulesPanel creatorOid={creatorOid} />,
        },
        {
          value: 'replays',
          label: t('liveStudio.tabReplays'),
          content: <ReplaysPanel creatorOid={creatorOid} />,
        },
        {
          value: 'moderation',
          label: t('liveStudio.tabModeration'),
          content: <ModerationPanel creatorOid={creatorOid} />,
        },
        // Donation settings and the overlay answer only the streamer themself.
        ...(own
          ? [
              {
                value: 'donations',
                label: t('liveStudioDonations.tab'),
                content: <DonationsPanel creatorOid={creatorOid} />,
              },
              // The co-host speaks from the streamer's own stories and spends their credits.
              {
                value: 'cohost',
                label: t('liveCohost.tab'),
                content: <CohostPanel creatorOid={creatorOid} />,
              },
              {
                value: 'toolkey',
                label: t('liveStudio.tabToolKey'),
                content: <ToolKeyPanel />,
              },
              {
                value: 'platforms',
                label: t('platformLinks.tab'),
                content: <PlatformLinksPanel />,
              },
            ]
          : []),
      ]
    : []
  return (
    <CreatorLayout
      section="live"
      title={t('liveStudio.title')}
      lead={
        own ? t('liveStudio.lead') : t('liveStudio.leadOther', { name: nickname ?? creatorOid })
      }
    >
      <LoadState state={studio} />
      {studio.data ? (
        <div className="live-studio">
          <Tabs
            label={t('liveStudio.tabs')}
            items={items}
            value={tab}
            onValueChange={(value) => setTab(value as TabName)}
          />
        </div>
      ) : null}
    </CreatorLayout>
  )
}

/** An admin who does not stream opens a creator's studio by custom URL or id. */
function AdminPicker() {
  const { t } = useTranslation('creator')
  const [ref, setRef] = useState('')
  function open(event: FormEvent) {
    event.preventDefault()
    const value = ref.trim()
    if (value) navigate(`${creatorPath('live')}/${encodeURIComponent(value)}`)
  }
  return (
    <CreatorLayout section="live" title={t('liveStudio.title')} lead={t('liveStudio.adminLead')}>
      <form className="creator-card stack" onSubmit={open}>
        <TextField
          label={t('liveStudio.adminCreator')}
          hint={t('liveStudio.adminCreatorHint')}
          value={ref}
          onChange={(event) => setRef(event.target.value)}
        />
        <div className="creator-actions">
          <Button type="submit">{t('liveStudio.adminOpen')}</Button>
        </div>
      </form>
    </CreatorLayout>
  )
}

/** A creator who is not a livestreamer: spec §8 'The page is locked', and the application. */
function LiveLocked() {
  const { t } = useTranslation('creator')
  return (
    <CreatorLayout section="live" title={t('liveStudio.title')}>
      <ApplyForLive />
    </CreatorLayout>
  )
}

function LiveNotFound() {
  const { t } = useTranslation('creator')
  const home = usePlayerHome()
  return (
    <main id="main" className="page page-narrow stack studio-gate" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <a className="button button-primary" href={home}>
        {t('notFound.toHome')}
      </a>
    </main>
  )
}
