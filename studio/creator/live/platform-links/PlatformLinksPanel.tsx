import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlatformsAnswer, StreamPlatform } from '../../../../platform/links/contract'
import { useData } from '../../../../web/calls'
import { errorText } from '../../../../web/i18n'
import { navigate, useLocation } from '../../../../web/routing'
import { api } from '../../../../web/session'
import { Alert, Button, Checkbox } from '../../../../web/ui'
import { type StudioLinkNotice, studioLinkNotice } from './link-result'
import './platform-links.css'

const NAMES: Record<StreamPlatform, string> = { twitch: 'Twitch', youtube: 'YouTube' }

/**
 * The live studio's linked platforms: Twitch and YouTube links with their followers and
 * viewers now, and multichat for the stream on air. A platform the server does not offer
 * shows no link button.
 */
export function PlatformLinksPanel() {
  const { t } = useTranslation('creator')
  const { pathname, search } = useLocation()
  const links = useData('studio-platform-links', () => api.get('/platform'))
  const viewers = useData('studio-platform-viewers', () => api.get('/platform/viewer'))
  const [notice, setNotice] = useState<StudioLinkNotice | null>(() => studioLinkNotice(search))
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  /** Multichat as the creator just set it, shown at once while the server is told. */
  const [multichatWanted, setMultichatWanted] = useState<boolean | null>(null)
  /** Said once the server took the change (the checkbox alone reads the same either way). */
  const [multichatSaid, setMultichatSaid] = useState<boolean | null>(null)

  useEffect(() => {
    const found = studioLinkNotice(search)
    if (!found) return
    setNotice(found)
    navigate(pathname, { replace: true })
  }, [pathname, search])

  async function act(name: string, action: () => Promise<unknown>) {
    setBusy(name)
    setFailure(null)
    try {
      await action()
    } catch (error) {
      setFailure(errorText(t, error))
    } finally {
      setBusy(null)
    }
  }

  const data: PlatformsAnswer | null = links.data
  const offered = (['twitch', 'youtube'] as const).filter((p) => data?.available[p])
  if (data && offered.length === 0) return <p className="muted">{t('platformLinks.unavailable')}</p>
  const linked = (platform: StreamPlatform) => data?.links.find((l) => l.platform === platform)
  const streamLinked = data?.links.some((l) => l.platform !== 'twitter') ?? false

  return (
    <section className="card stack platform-links" data-testid="studio-platform-links">
      <h2>{t('platformLinks.title')}</h2>
      <p className="muted">{t('platformLinks.lead')}</p>
      {notice ? (
        <Alert tone={notice.tone}>
          {t(`platformLinks.${notice.key}`, { platform: NAMES[notice.platform] })}
        </Alert>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ul className="platform-links-list">
        {offered.map((platform) => {
          const link = linked(platform)
          const now = viewers.data?.platforms.find((v) => v.platform === platform)
          return (
            <li key={platform} className="platform-links-row" data-platform={platform}>
              <div className="platform-links-name">
                <strong>{NAMES[platform]}</strong>
                <span className="muted">
                  {link
                    ? t('platformLinks.linkedAs', { name: link.displayName, count: link.followers })
                    : t('platformLinks.notLinked')}
                </span>
                {link && now ? (
                  <span className={now.live ? 'platform-links-live' : 'muted'}>
                    {now.live
                      ? t('platformLinks.watching', { count: now.viewers })
                      : t('platformLinks.offline')}
                  </span>
                ) : null}
              </div>
              {link ? (
                <Button
                  variant="secondary"
                  busy={busy === platform}
                  onClick={() =>
                    void act(platform, async () => {
                      await api.post('/platform/:platform/delete', { platform })
                      links.reload()
                      viewers.reload()
                    })
                  }
                >
                  {t('platformLinks.unlink')}
                </Button>
              ) : (
                <Button
                  busy={busy === platform}
                  onClick={() =>
                    void act(platform, async () => {
                      const started = await api.get('/platform/:platform/auth', {
                        platform,
                        returnTo: pathname,
                      })
                      window.location.assign(started.url)
                    })
                  }
                >
                  {t('platformLinks.link', { platform: NAMES[platform] })}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      {data && streamLinked ? (
        <div className="stack">
          <Checkbox
            label={t('platformLinks.multichat')}
            checked={multichatWanted ?? data.multichat}
            disabled={busy === 'multichat'}
            onChange={(event) => {
              const multichat = event.currentTarget.checked
              setMultichatWanted(multichat)
              setMultichatSaid(null)
              void act('multichat', async () => {
                try {
                  await api.post('/update/multichat', { multichat })
                  links.replace({ ...data, multichat })
                  setMultichatSaid(multichat)
                } finally {
                  setMultichatWanted(null)
                }
              })
            }}
          />
          <p className="muted">{t('platformLinks.multichatHint')}</p>
          {multichatSaid !== null ? (
            <p role="status">
              {t(multichatSaid ? 'platformLinks.multichatOn' : 'platformLinks.multichatOff')}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
