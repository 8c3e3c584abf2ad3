import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import { type ContentItem, titleIn } from '../../web/api/content'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { formatDuration } from '../../web/media/format-time'
import { Link, navigate } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { catalogueApi } from '../catalogue/catalogue-api'
import { tagHref } from '../catalogue/play-link'
import { StoryThumbnail } from '../catalogue/StoryThumbnail'
import { ChannelBar } from '../channel/ChannelBar'
import type { PageProps } from '../PlayerApp'
import { AddToPlaylist } from '../playlists/AddToPlaylist'
import { useLocalizedPath } from '../shell/use-localized-path'
import { SubscribeGate } from '../subscribe/SubscribeGate'
import { AddToCart } from './AddToCart'
import { BuyContent } from './BuyContent'
import { ContentPlayer } from './ContentPlayer'
import { ContentComments } from './comments/ContentComments'
import { contentApi } from './content-api'
import { illegalDownloaderHref } from './content-links'
import { LikeButton, LikeButtonPending } from './LikeButton'
import { Recommendations } from './Recommendations'
import { useUnlockingTier } from './tier-lock'
import '../catalogue/catalogue.css'
import './content.css'

/**
 * `/play/{contentOid}` (audio drama, ASMR, story) and `/realplay/{contentOid}` (video): the
 * player, the content's details, like, buy and cart, and recommendations.
 */
export function ContentPage({ params }: PageProps) {
  const contentOid = params.contentOid ?? ''
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const userOid = useSession((state) => state.user?.oid ?? null)
  const { result, reload: retry } = useData(`${contentOid}:${userOid}`, () =>
    contentApi.get(contentOid),
  )

  // 444 and 999 mean an illegal download was detected: the spec's own screen (document 1, §8).
  useEffect(() => {
    if (result.state !== 'failed' || !ApiError.isInstance(result.error)) return
    const target = illegalDownloaderHref(result.error.status)
    if (target) navigate(localized(target), { replace: true })
  }, [result, localized])

  useEffect(() => {
    if (result.state === 'ready') void contentApi.view(contentOid).catch(() => undefined)
  }, [result.state, contentOid])

  if (result.state === 'loading')
    return (
      <div className="page content-page" aria-busy="true">
        <p className="muted">{t('contentPage.loading')}</p>
      </div>
    )
  if (result.state === 'failed') {
    const missing = ApiError.isInstance(result.error) && result.error.status === 404
    return (
      <div className="page page-narrow stack content-page">
        <h1>{t('contentPage.title')}</h1>
        <Alert tone="error">
          {missing
            ? t('contentPage.notFound')
            : errorText(t, result.error) || t('contentPage.loadError')}
        </Alert>
        {missing ? null : (
          <div>
            <Button variant="secondary" onClick={retry}>
              {t('shelf.retry')}
            </Button>
          </div>
        )}
      </div>
    )
  }
  return <ContentDetails key={contentOid} item={result.value} onChanged={retry} />
}

function ContentDetails({ item, onChanged }: { item: ContentItem; onChanged(): void }) {
  const { t, i18n } = useTranslation('player')
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => state.user !== null)
  const [liked, setLiked] = useState<boolean | null>(signedIn ? null : false)
  const title = titleIn(item, i18n.language)
  // undefined while the nickname is being looked up: nothing is shown rather than 'Unknown'.
  const [creatorName, setCreatorName] = useState<string | null | undefined>(
    item.creatorNickname ?? (item.creatorOid ? undefined : null),
  )

  // GET /content names the creator by id only: their nickname comes from the accounts' bulk call.
  useEffect(() => {
    if (item.creatorNickname || !item.creatorOid) return
    let current = true
    catalogueApi.getUsers([item.creatorOid]).then(
      ({ users }) => {
        const nickname = users.find((user) => user.oid === item.creatorOid)?.nickname
        if (current) setCreatorName(nickname ?? null)
      },
      () => {
        if (current) setCreatorName(null)
      },
    )
    return () => {
      current = false
    }
  }, [item.creatorOid, item.creatorNickname])

  // The content answer does not say whether the viewer liked it: their liked list does.
  useEffect(() => {
    if (!signedIn) return
    let current = true
    contentApi.likedList().then(
      (items) => current && setLiked(items.some((entry) => entry.contentOid === item.contentOid)),
      () => current && setLiked(false),
    )
    return () => {
      current = false
    }
  }, [signedIn, item.contentOid])

  const buyable = !item.canView && item.canViewReason === 'paid' && !item.soldOut
  // Tier-only: the lock and the price line name the tier that opens it.
  const tierOnly = item.canViewReason === 'subscriber-only'
  const tierName = useUnlockingTier(item)
  return (
    <article className="page content-page" aria-labelledby="content-title">
      <div className="content-layout">
        <div className="content-main stack">
          {item.canView ? (
            <ContentPlayer item={item} title={title} />
          ) : (
            <div className="content-locked-cover">
              <StoryThumbnail
                thumbnail={item.thumbnail}
                title={title}
                seed={item.contentOid}
                eager
              />
              <p className="content-locked" role="status">
                {tierOnly ? <LockIcon /> : null}
                {tierOnly
                  ? tierName
                    ? t('contentPage.lockedTier', { tier: tierName })
                    : t('contentPage.lockedSubscribers')
                  : t('contentPage.locked')}
              </p>
            </div>
          )}
          <header className="content-header stack">
            <h1 id="content-title">
              {title}
              {item.adult ? (
                <span className="adult-badge content-adult" title={t('storyCard.adultLabel')}>
                  {t('contentPage.adult')}
                </span>
              ) : null}
            </h1>
            <div className="content-creator" aria-busy={creatorName === undefined}>
              {creatorName === undefined ? null : (
                <ChannelBar
                  creatorOid={item.creatorOid}
                  nickname={creatorName ?? t('contentPage.unknownCreator')}
                />
              )}
            </div>
            <ul className="content-stats" aria-label={t('contentPage.title')}>
              <li>{t('contentPage.views', { count: item.views })}</li>
              {item.lengthSeconds > 0 ? (
                <li>{t('contentPage.length', { length: formatDuration(item.lengthSeconds) })}</li>
              ) : null}
              <li className="content-price">
                {item.price > 0
                  ? t('contentPage.price', { price: item.price })
                  : tierOnly || item.viewableTiers.length > 0
                    ? tierName
                      ? t('contentPage.tierOnly', { tier: tierName })
                      : t('contentPage.subscribersOnly')
                    : t('contentPage.free')}
              </li>
            </ul>
          </header>
          <div className="content-actions">
            {liked === null ? (
              <LikeButtonPending likes={item.likes} />
            ) : (
              <LikeButton contentOid={item.contentOid} liked={liked} likes={item.likes} />
            )}
            {buyable ? (
              <>
                <BuyContent
                  contentOid={item.contentOid}
                  creatorOid={item.creatorOid}
                  title={title}
                  price={item.price}
                  onPurchased={onChanged}
                />
                <AddToCart contentOid={item.contentOid} />
              </>
            ) : item.canViewReason === 'purchased' ? (
              <span className="content-owned">{t('contentActions.bought')}</span>
            ) : item.canViewReason === 'subscriber-only' ? (
              <SubscribeGate
                creatorOid={item.creatorOid}
                nickname={creatorName ?? ''}
                tierHashes={item.viewableTiers}
              />
            ) : null}
            <AddToPlaylist contentOid={item.contentOid} />
          </div>
          {item.description ? (
            <section className="stack content-description" aria-labelledby="content-about">
              <h2 id="content-about">{t('contentPage.description')}</h2>
              <p>{item.description}</p>
            </section>
          ) : null}
          {item.hashtags.length > 0 ? (
            <ul className="tag-list" aria-label={t('contentPage.hashtags')}>
              {item.hashtags.map((tag) => (
                <li key={tag}>
                  <Link className="tag-chip" href={localized(tagHref(tag))}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <ContentComments contentOid={item.contentOid} />
        </div>
        <aside className="content-aside">
          <Recommendations contentOid={item.contentOid} />
        </aside>
      </div>
    </article>
  )
}

/** A padlock drawn in the text's colour, beside the lock's words. */
function LockIcon() {
  return (
    <svg
      className="content-lock-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
    >
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z"
      />
    </svg>
  )
}
