import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  ChannelSettingsRequest,
  ChannelSettingsView,
  SocialNetwork,
} from '../../../platform/channels/contract'
import { useAction, useData } from '../../../web/calls'
import { api } from '../../../web/session'
import { Alert, Button, Checkbox, TextField } from '../../../web/ui'
import {
  customUrlProblem,
  customUrlRefusal,
  normalizeTabs,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  socialLinkProblem,
  type TabSetting,
} from '../rules'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'
import { TabsEditor } from './TabsEditor'

/** Channel settings: custom URL, tabs (order and visibility), social links, what fans see. */
export function ChannelSettingsPage() {
  const { t } = useTranslation('creator')
  const settings = useData('settings', () => api.get('/account/channel/settings'))
  return (
    <CreatorLayout
      section="channel"
      title={t('creatorChannel.title')}
      lead={t('creatorChannel.lead')}
    >
      <LoadState state={settings} />
      {settings.data ? <ChannelForm initial={settings.data} onSaved={settings.replace} /> : null}
    </CreatorLayout>
  )
}

/** What the form saves; an admin's edit of a creator's studio sends it for that creator. */
export type ChannelSettingsBody = ChannelSettingsRequest
const saveOwn = (body: ChannelSettingsBody) => api.post('/account/channel/settings', body)

export function ChannelForm({
  initial,
  onSaved,
  send = saveOwn,
}: {
  initial: ChannelSettingsView
  onSaved: (view: ChannelSettingsView) => void
  send?: (body: ChannelSettingsBody) => Promise<ChannelSettingsView>
}) {
  const { t } = useTranslation('creator')
  const [customUrl, setCustomUrl] = useState(initial.customUrl ?? '')
  const [intro, setIntro] = useState(initial.intro)
  const [tabs, setTabs] = useState<TabSetting[]>(() => normalizeTabs(initial.tabs))
  const [links, setLinks] = useState<Partial<Record<SocialNetwork, string>>>(initial.socialLinks)
  const [hideFanList, setHideFanList] = useState(initial.hideFanList)
  const [hideCoinAmounts, setHideCoinAmounts] = useState(initial.hideCoinAmounts)
  const [tried, setTried] = useState(false)
  // The server's reason for refusing the URL last sent (taken, or invalid), until it changes.
  const [urlRefusal, setUrlRefusal] = useState<ReturnType<typeof customUrlRefusal>>(null)
  const { outcome, setOutcome, busy, act } = useAction()

  useEffect(() => setTabs(normalizeTabs(initial.tabs)), [initial.tabs])

  const urlProblem = customUrl.trim() !== '' ? customUrlProblem(customUrl) : null
  const linkProblems = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, socialLinkProblem(network, links[network] ?? '')]),
  ) as Record<SocialNetwork, string | null>
  const invalid = !!urlProblem || Object.values(linkProblems).some(Boolean)

  async function save(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    setOutcome(null)
    if (invalid) return
    await act(async () => {
      const saved = await send({
        tabs,
        intro,
        hideFanList,
        hideCoinAmounts,
        socialLinks: Object.fromEntries(
          SOCIAL_NETWORKS.map((network) => [network, links[network]?.trim() || null]),
        ),
        ...(customUrl.trim() && customUrl.trim() !== initial.customUrl
          ? { customUrl: customUrl.trim() }
          : {}),
      }).catch((error: unknown) => {
        setUrlRefusal(customUrlRefusal(error))
        throw error
      })
      onSaved(saved)
    }, t('creatorChannel.saved'))
  }

  const show = (problem: string | null) => (tried || problem ? problem : null)
  return (
    <form className="stack" onSubmit={(event) => void save(event)} noValidate>
      {initial.incomplete.length > 0 ? (
        <Alert tone="info">
          {t('creatorChannel.incomplete', {
            missing: initial.incomplete
              .map((item) => t(`creatorChannel.missing_${item}`))
              .join(', '),
          })}
        </Alert>
      ) : null}
      <section className="creator-card stack" aria-labelledby="channel-address">
        <h2 id="channel-address">{t('creatorChannel.addressTitle')}</h2>
        <p className="muted">
          {t('creatorChannel.partnerLevel', {
            level: t(`creatorChannel.partner_${initial.partnerLevel}`),
          })}
        </p>
        <TextField
          label={t('creatorChannel.customUrl')}
          hint={t('creatorChannel.customUrlHint', { url: `/c/${customUrl || '…'}` })}
          value={customUrl}
          onChange={(event) => {
            setCustomUrl(event.target.value)
            setUrlRefusal(null)
          }}
          error={show(urlProblem ? t(urlProblem) : null) ?? (urlRefusal ? t(urlRefusal) : null)}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="field">
          <label className="field-label" htmlFor="channel-intro">
            {t('creatorChannel.intro')}
          </label>
          <textarea
            id="channel-intro"
            className="field-input creator-textarea"
            value={intro}
            maxLength={1000}
            onChange={(event) => setIntro(event.target.value)}
          />
        </div>
      </section>
      <section className="creator-card stack" aria-labelledby="channel-tabs">
        <h2 id="channel-tabs">{t('creatorChannel.tabsTitle')}</h2>
        <p className="muted">{t('creatorChannel.tabsLead')}</p>
        <TabsEditor tabs={tabs} onChange={setTabs} />
      </section>
      <section className="creator-card stack" aria-labelledby="channel-links">
        <h2 id="channel-links">{t('creatorChannel.linksTitle')}</h2>
        <div className="creator-grid">
          {SOCIAL_NETWORKS.map((network) => {
            const problem = linkProblems[network]
            return (
              <TextField
                key={network}
                label={SOCIAL_LABELS[network]}
                type="url"
                inputMode="url"
                value={links[network] ?? ''}
                placeholder={socialPlaceholder(network)}
                onChange={(event) => setLinks({ ...links, [network]: event.target.value })}
                error={problem ? t('creatorChannel.wrongUrl', { host: problem }) : null}
              />
            )
          })}
        </div>
      </section>
      <section className="creator-card stack" aria-labelledby="channel-privacy">
        <h2 id="channel-privacy">{t('creatorChannel.privacyTitle')}</h2>
        <Checkbox
          label={t('creatorChannel.hideFanList')}
          checked={hideFanList}
          onChange={(event) => setHideFanList(event.target.checked)}
        />
        <Checkbox
          label={t('creatorChannel.hideCoinAmounts')}
          checked={hideCoinAmounts}
          onChange={(event) => setHideCoinAmounts(event.target.checked)}
        />
      </section>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="creator-actions">
        <Button type="submit" busy={busy}>
          {t('creatorChannel.save')}
        </Button>
      </div>
    </form>
  )
}

function socialPlaceholder(network: SocialNetwork): string {
  const hosts: Record<SocialNetwork, string> = {
    x: 'https://x.com/…',
    youtube: 'https://www.youtube.com/@…',
    instagram: 'https://www.instagram.com/…',
    tiktok: 'https://www.tiktok.com/@…',
    facebook: 'https://www.facebook.com/…',
    twitch: 'https://www.twitch.tv/…',
    discord: 'https://discord.gg/…',
    pixiv: 'https://www.pixiv.net/users/…',
  }
  return hosts[network]
}
