import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createPlatformLinksApi } from '../../web/api/platform-links'
import { useData } from '../../web/calls'
import { navigate, useLocation } from '../../web/routing'
import { apiClient } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { useAction } from '../login/use-action'
import { withoutLinkResult, type XLinkNotice, xLinkNotice } from './x-link-result'
import './x-link.css'

const linksApi = createPlatformLinksApi(apiClient)

/**
 * My Info → X (Twitter) link: at least 100 followers, one X account per account, and the
 * follower reward (100 → 100 coins, 500 → 500 coins) paid once per X account. Hidden when
 * the server offers no X link.
 */
export function XLinkPanel() {
  const { t } = useTranslation('player')
  const { pathname, search } = useLocation()
  const links = useData('platform-links', () => linksApi.list())
  const { busy, error, run } = useAction()
  const [notice, setNotice] = useState<XLinkNotice | null>(() => xLinkNotice(search))

  // The result X sent back is shown once, then taken out of the address.
  useEffect(() => {
    const found = xLinkNotice(search)
    if (!found) return
    setNotice(found)
    navigate(withoutLinkResult(pathname, search), { replace: true })
  }, [pathname, search])

  if (!links.data?.available.twitter) return null
  const x = links.data.links.find((link) => link.platform === 'twitter')

  async function start() {
    const started = await run(() => linksApi.auth('twitter', pathname))
    if (started) window.location.assign(started.url)
  }

  async function unlink() {
    setNotice(null)
    if (await run(() => linksApi.remove('twitter'))) links.reload()
  }

  return (
    <section className="card stack x-link" aria-labelledby="x-link-title" data-testid="x-link">
      <h2 id="x-link-title">{t('xLink.title')}</h2>
      {notice ? (
        <Alert tone={notice.tone}>
          {t(`xLink.${notice.key}`)}
          {notice.coins > 0 ? ` ${t('xLink.reward', { coins: notice.coins })}` : null}
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {x ? (
        <div className="x-link-row">
          <div className="stack-tight">
            <strong className="x-link-handle" data-testid="x-link-handle">
              {t('xLink.linkedAs', { handle: x.handle, count: x.followers })}
            </strong>
            {links.data.xRewardCoins > 0 ? (
              <span className="muted">
                {t('xLink.rewardPaid', { coins: links.data.xRewardCoins })}
              </span>
            ) : null}
          </div>
          <Button variant="secondary" busy={busy} onClick={() => void unlink()}>
            {t('xLink.unlink')}
          </Button>
        </div>
      ) : (
        <>
          <p className="muted">{t('xLink.lead')}</p>
          <div>
            <Button busy={busy} onClick={() => void start()}>
              {t('xLink.link')}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
