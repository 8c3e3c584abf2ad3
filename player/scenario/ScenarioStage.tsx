/**
 * One page of a scenario as a viewer sees it: its picture or clip, its title and text, and
 * below them either the lock (buy or subscribe) or, once a clip has ended, the options.
 * Shared by the single player and the multiplay room (which shows votes on the options).
 */
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ScenarioPageView } from '../../platform/content/scenarios/contract'
import { Button } from '../../web/ui'
import { useLocalizedPath } from '../shell/use-localized-path'

export function ScenarioStage({
  page,
  creatorOid,
  contentOid,
  options,
}: {
  page: ScenarioPageView
  creatorOid: string
  contentOid: string
  /** The options' area; given the page's options once they may show. */
  options: ReactNode
}) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  // A clip's options wait for its end (or a skip); a picture's show at once.
  const [clipEnded, setClipEnded] = useState(page.media?.kind !== 'video')
  return (
    <article className="scenario-stage" data-testid="scenario-page" data-page={page.id}>
      {page.media?.kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: the page's text beneath tells the clip's story; uploads carry no caption track
        <video
          className="scenario-media"
          src={page.media.url}
          controls
          autoPlay
          playsInline
          onEnded={() => setClipEnded(true)}
        />
      ) : page.media?.kind === 'image' ? (
        <img className="scenario-media" src={page.media.url} alt="" />
      ) : null}
      <div className="scenario-copy stack">
        {page.kind === 'ending' ? (
          <span className="badge badge-info">{t('scenarioPlayer.ending')}</span>
        ) : null}
        <h1 className="scenario-page-title">{page.title}</h1>
        {page.text ? <p className="scenario-text">{page.text}</p> : null}
        {page.locked ? (
          <div className="scenario-lock stack" role="note">
            <strong>
              {page.locked.reason === 'paid'
                ? t('scenarioPlayer.lockedPaid', { price: page.locked.price })
                : t('scenarioPlayer.lockedTier')}
            </strong>
            <a
              className="button button-primary"
              href={localized(
                page.locked.reason === 'paid'
                  ? `/play/${contentOid}`
                  : `/creatorhome/${creatorOid}`,
              )}
            >
              {page.locked.reason === 'paid'
                ? t('scenarioPlayer.buy')
                : t('scenarioPlayer.subscribe')}
            </a>
          </div>
        ) : clipEnded ? (
          options
        ) : (
          <Button variant="link" onClick={() => setClipEnded(true)}>
            {t('scenarioPlayer.showOptions')}
          </Button>
        )}
      </div>
    </article>
  )
}
