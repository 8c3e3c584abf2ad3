import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate, useLocation } from '../../web/routing'
import { useSession } from '../../web/session'
import { Button } from '../../web/ui'
import { Tabs } from '../../web/ui/overlays'
import { MyMemoriesPanel } from '../character-dm/MyMemoriesPanel'
import { useLoginDialog } from '../login/login-dialog-store'
import { BlockedPanel } from '../myinfo/BlockedPanel'
import { ChannelManagerPanel } from '../myinfo/ChannelManagerPanel'
import { managesChannels } from '../myinfo/channel-manager-store'
import { DeleteAccountPanel } from '../myinfo/DeleteAccountPanel'
import { InventoryPanel } from '../myinfo/InventoryPanel'
import { InvitationPanel } from '../myinfo/InvitationPanel'
import { NicknamePanel } from '../myinfo/NicknamePanel'
import { NotificationSettingsPanel } from '../myinfo/NotificationSettingsPanel'
import { PartnerLinksPanel } from '../myinfo/PartnerLinksPanel'
import { ProfileImageControl } from '../myinfo/ProfileImageControl'
import { QrEventClaim } from '../myinfo/QrEventClaim'
import { SubscriptionsPanel } from '../myinfo/SubscriptionsPanel'
import { TwoFactorSettings } from '../myinfo/TwoFactorSettings'
import { WalletPanel } from '../myinfo/WalletPanel'
import { XLinkPanel } from '../myinfo/XLinkPanel'

const TABS = [
  'profile',
  'wallet',
  'inventory',
  'subscriptions',
  'notifications',
  'blocked',
  'channelManager',
  'security',
] as const
type MyInfoTab = (typeof TABS)[number]

/** The signed-in user's account page; the `tab` query picks the tab (spec: myinfo?tab=…). */
export function MyInfoPage() {
  const { t } = useTranslation('player')
  const { pathname, search } = useLocation()
  const signedIn = useSession((state) => !!state.token)
  const user = useSession((state) => state.user)
  const openLogin = useLoginDialog((state) => state.openAt)
  // A joined QR event's item appears in a fresh inventory list.
  const [inventoryRound, setInventoryRound] = useState(0)
  const inventoryChanged = useCallback(() => setInventoryRound((round) => round + 1), [])
  const requested = new URLSearchParams(search).get('tab')
  const tab: MyInfoTab = TABS.includes(requested as MyInfoTab)
    ? (requested as MyInfoTab)
    : 'profile'

  if (!signedIn || !user) {
    return (
      <div className="page page-narrow stack">
        <h1>{t('myInfo.title')}</h1>
        <p>{t('myInfo.signedOut')}</p>
        <div>
          <Button onClick={() => openLogin('login')}>{t('header.logIn')}</Button>
        </div>
      </div>
    )
  }

  function selectTab(value: string) {
    const query = new URLSearchParams(search)
    query.set('tab', value)
    navigate(`${pathname}?${query.toString()}`, { replace: true })
  }

  return (
    <div className="page stack my-info-page">
      <h1>{t('myInfo.title')}</h1>
      <QrEventClaim onJoined={inventoryChanged} />
      <Tabs
        label={t('myInfo.title')}
        value={tab}
        onValueChange={selectTab}
        items={[
          {
            value: 'profile',
            label: t('myInfo.profile'),
            content: (
              <div className="stack">
                <section className="card stack">
                  <ProfileImageControl />
                  <dl className="details">
                    <dt>{t('myInfo.nickname')}</dt>
                    <dd data-testid="my-nickname">{user.nickname}</dd>
                    <dt>{t('myInfo.email')}</dt>
                    <dd data-testid="my-email">{user.email}</dd>
                  </dl>
                  <NicknamePanel />
                </section>
                <InvitationPanel />
                <XLinkPanel />
              </div>
            ),
          },
          { value: 'wallet', label: t('wallet.tab'), content: <WalletPanel /> },
          {
            value: 'inventory',
            label: t('wallet.inventoryTab'),
            content: <InventoryPanel key={inventoryRound} />,
          },
          {
            value: 'subscriptions',
            label: t('mySubscriptions.tab'),
            content: <SubscriptionsPanel />,
          },
          {
            value: 'notifications',
            label: t('notificationSettings.tab'),
            content: <NotificationSettingsPanel />,
          },
          { value: 'blocked', label: t('blocked.tab'), content: <BlockedPanel /> },
          ...(managesChannels(user)
            ? [
                {
                  value: 'channelManager',
                  label: t('channelManager.tab'),
                  content: <ChannelManagerPanel />,
                },
              ]
            : []),
          {
            value: 'security',
            label: t('myInfo.security'),
            content: (
              <div className="stack">
                <TwoFactorSettings />
                <PartnerLinksPanel />
                <MyMemoriesPanel />
                <DeleteAccountPanel />
              </div>
            ),
          },
        ]}
      />
    </div>
  )
}
