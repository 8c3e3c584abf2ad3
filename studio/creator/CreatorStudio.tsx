import { useTranslation } from 'react-i18next'
import { useSession } from '../../web/session'
import { usePlayerHome } from '../shell/StudioHeader'
import { AnalyticsPage } from './analytics/AnalyticsPage'
import { CampaignsPage } from './campaigns/CampaignsPage'
import { ChannelSettingsPage } from './channel/ChannelSettingsPage'
import { CommentsPage } from './comments/CommentsPage'
import { useTeamMode } from './comments/team'
import type { CreatorRoute, CreatorSection } from './creator-paths'
import { DiscordPage } from './discord/DiscordPage'
import { EmoticonsPage } from './emoticons/EmoticonsPage'
import { EmoticonUploadPage } from './emoticons/EmoticonUploadPage'
import { FansPage } from './fans/FansPage'
import { GachaPage } from './gacha/GachaPage'
import { LiveStudioPage } from './live/LiveStudioPage'
import { RegisterPage } from './register/RegisterPage'
import { PayoutsPage } from './revenue/PayoutsPage'
import { RevenuePage } from './revenue/RevenuePage'
import { TiersPage } from './tiers/TiersPage'
import './creator.css'

const SECTIONS: Record<CreatorSection, () => React.ReactNode> = {
  channel: () => <ChannelSettingsPage />,
  tiers: () => <TiersPage />,
  fans: () => <FansPage />,
  comments: () => <CommentsPage />,
  emoticons: () => <EmoticonsPage />,
  discord: () => <DiscordPage />,
  revenue: () => <RevenuePage />,
  analytics: () => <AnalyticsPage />,
  gacha: () => <GachaPage />,
  campaigns: () => <CampaignsPage />,
  live: () => <LiveStudioPage creatorRef={null} />,
}

/**
 * The creator studio (loaded lazily by the studio app): registration for an account that
 * is not a creator yet, the creator's own pages otherwise. A page naming another creator
 * (`/emoticon/upload/{oid}`, `/payouts/{creatorOid}/{type}`) is the not-found page unless
 * the viewer is that creator or an admin.
 */
export function CreatorStudio({ route }: { route: CreatorRoute }) {
  const roles = useSession((state) => state.user?.roles ?? [])
  const userOid = useSession((state) => state.user?.oid ?? '')
  const isAdmin = roles.includes('admin')
  const isCreator = isAdmin || roles.includes('creator')
  const team = useTeamMode()

  if (route.page === 'notFound') return <CreatorNotFound />
  // A device in channel-manager mode manages that channel's comments as its team.
  if (route.page === 'section' && route.section === 'comments' && team !== null)
    return team === undefined ? null : <CommentsPage key={team.creatorOid} team={team} />
  // The live studio has its own guard (spec §2: admins, or the livestreamer themself).
  if (route.page === 'live') return <LiveStudioPage key={route.ref} creatorRef={route.ref} />
  if (route.page === 'section' && route.section === 'live')
    return <LiveStudioPage creatorRef={null} />
  // Pages naming a creator: that creator or an admin; anyone else meets not-found.
  if (route.page === 'emoticonUpload' || route.page === 'payouts') {
    const named = route.page === 'payouts' ? route.creatorOid : route.oid
    if (!isAdmin && named !== userOid) return <CreatorNotFound />
  }
  if (!isCreator || route.page === 'register') return <RegisterPage registered={isCreator} />
  if (route.page === 'emoticonUpload') return <EmoticonUploadPage creatorOid={route.oid} />
  if (route.page === 'payouts')
    return (
      <PayoutsPage
        key={`${route.creatorOid}:${route.type}`}
        creatorOid={route.creatorOid}
        type={route.type}
      />
    )
  return SECTIONS[route.section]()
}

function CreatorNotFound() {
  const { t } = useTranslation()
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
