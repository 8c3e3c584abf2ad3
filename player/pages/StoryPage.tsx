import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoomListEntry } from '../../platform/chat/rooms/contract'
import { ApiError } from '../../web/api'
import type { StoryDetails } from '../../web/api/catalogue'
import { useData } from '../../web/calls'
import { errorText, languageName } from '../../web/i18n'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { type AccessView, accessView } from '../catalogue/access'
import { BuyStory } from '../catalogue/BuyStory'
import { myChatsHref, playHref, roomHref, tagHref } from '../catalogue/play-link'
import { formatCount, priceLabel } from '../catalogue/price'
import { StoryPreview } from '../catalogue/StoryPreview'
import { StoryReviews } from '../catalogue/StoryReviews'
import { StoryThumbnail } from '../catalogue/StoryThumbnail'
import { useCreatorNames } from '../catalogue/use-creator-names'
import { useStory } from '../catalogue/use-story'
import { ChannelBar } from '../channel/ChannelBar'
import { MessageCharacter } from '../character-dm/MessageCharacter'
import { chatApi } from '../chat/connected'
import { roomToContinue } from '../chat/mychats/chat-list'
import type { PageProps } from '../PlayerApp'
import { useLocalizedPath } from '../shell/use-localized-path'
import '../catalogue/catalogue.css'

/** `/story/{contentOid}`: what the story is, who wrote it, where to begin, and Play. */
export function StoryPage({ params }: PageProps) {
  const { t } = useTranslation('player')
  const contentOid = params.contentOid ?? ''
  const viewerKey = useSession((state) => `${state.user?.oid ?? ''}:${!!state.user?.isUserAdult}`)
  const { state, retry } = useStory(contentOid, viewerKey)

  if (state.status === 'loading') return <StorySkeleton />
  if (state.status === 'error') {
    const code = ApiError.isInstance(state.error) ? state.error.code : null
    if (code === 'CONTENT_NOT_FOUND' || code === 'INVALID_PARAMETERS') {
      return (
        <StoryProblem title={t('storyPage.notFoundTitle')} text={t('storyPage.notFoundText')} />
      )
    }
    if (code === 'ADULT_VERIFICATION_REQUIRED') {
      return (
        <StoryProblem title={t('storyPage.adultGateTitle')} text={t('storyPage.adultGateText')} />
      )
    }
    return (
      <div className="page stack">
        <Alert tone="error">
          {t('storyPage.loadError')} {errorText(t, state.error)}
        </Alert>
        <div>
          <Button variant="secondary" onClick={retry}>
            {t('catalogue.retry')}
          </Button>
        </div>
      </div>
    )
  }
  return (
    <StoryDetailsView
      key={state.story.contentOid}
      story={state.story}
      access={accessView(state.access, state.story.price)}
      onPurchased={retry}
    />
  )
}

function StoryDetailsView({
  story,
  access,
  onPurchased,
}: {
  story: StoryDetails
  access: AccessView
  onPurchased(): void
}) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const language = useSession((state) => state.activeLanguage)
  const names = useCreatorNames([story.creatorOid])
  const creator = names.get(story.creatorOid)
  const startPoints = story.startPoints ?? []
  const [startId, setStartId] = useState<string | null>(startPoints[0]?.id ?? null)
  const chosen = startPoints.find((point) => point.id === startId)
  const price = priceLabel(story.price, language)
  const storyLanguage = story.language ? languageName(story.language, language) : null
  const startGroup = useId()

  useEffect(() => {
    document.title = `${story.title} · Taleloom`
  }, [story.title])

  return (
    <article className="page story-page">
      <p className="story-back">
        <Link href={localized('/')}>← {t('storyPage.back')}</Link>
      </p>
      <div className="story-hero">
        <div className="story-hero-media">
          <StoryThumbnail
            thumbnail={story.thumbnail}
            title={story.title}
            seed={story.contentOid}
            className="story-hero-thumb"
            eager
          />
          {story.adult ? (
            <span className="adult-badge story-card-adult">
              <span aria-hidden="true">{t('storyCard.adult')}</span>
              <span className="visually-hidden">{t('storyCard.adultLabel')}</span>
            </span>
          ) : null}
        </div>
        <div className="story-hero-text stack">
          <h1 className="story-title">{story.title}</h1>
          {story.briefIntro ? <p className="story-intro">{story.briefIntro}</p> : null}
          <dl className="story-facts">
            <div>
              <dt>{t('storyPage.creator')}</dt>
              <dd>{creator || t('storyPage.unknownCreator')}</dd>
            </div>
            {storyLanguage ? (
              <div>
                <dt>{t('storyPage.language')}</dt>
                <dd>{storyLanguage}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('storyPage.chats')}</dt>
              <dd>{formatCount(story.chatCount, language)}</dd>
            </div>
          </dl>
          <ChannelBar creatorOid={story.creatorOid} nickname={creator || undefined} />
          <p className={`story-access story-access-${access.canPlay ? 'open' : 'locked'}`}>
            <span className={`price-tag price-tag-${price.kind}`}>
              {price.kind === 'free'
                ? t('storyCard.free')
                : t('storyCard.price', { price: price.formatted })}
            </span>
            {/* The tag already says "Free" or the price: the status is written only when it adds to it. */}
            {access.statusKey === 'storyPage.statusPaid' ||
            access.statusKey === 'storyPage.statusFree' ? null : (
              <span>
                {t(access.statusKey, { price: price.kind === 'paid' ? price.formatted : '' })}
              </span>
            )}
          </p>
          <StoryPreview contentOid={story.contentOid} startId={startId} />
          {access.canPlay && startPoints.length > 1 ? (
            <fieldset className="start-points">
              <legend>{t('storyPage.startPoints')}</legend>
              {startPoints.map((point) => (
                <label key={point.id} className="start-point">
                  <input
                    type="radio"
                    name={startGroup}
                    value={point.id}
                    checked={point.id === startId}
                    onChange={() => setStartId(point.id)}
                  />
                  <span>{point.title}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {access.canPlay ? (
            <PlayActions
              contentOid={story.contentOid}
              storyTitle={story.title}
              startId={chosen?.id ?? null}
              playLabel={
                chosen && startPoints.length > 1
                  ? t('storyPage.playFrom', { title: chosen.title })
                  : undefined
              }
            />
          ) : access.lockedKey ? (
            <div className="stack">
              <p className="muted">{t(access.lockedKey)}</p>
              {access.canBuy && price.kind === 'paid' ? (
                <BuyStory
                  contentOid={story.contentOid}
                  title={story.title}
                  price={price.formatted}
                  coins={price.price}
                  onPurchased={onPurchased}
                />
              ) : null}
            </div>
          ) : null}
          {access.canPlay ? <MessageCharacter contentOid={story.contentOid} /> : null}
        </div>
      </div>
      {story.hashtags.length > 0 ? (
        <section aria-labelledby="story-tags" className="story-section">
          <h2 id="story-tags" className="visually-hidden">
            {t('storyPage.hashtags')}
          </h2>
          <ul className="tag-list">
            {story.hashtags.map((tag) => (
              <li key={tag}>
                <Link className="tag-chip" href={localized(tagHref(tag))}>
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {story.description ? (
        <section aria-labelledby="story-about" className="story-section">
          <h2 id="story-about">{t('storyPage.description')}</h2>
          <p className="story-description">{story.description}</p>
        </section>
      ) : null}
      <StoryReviews contentOid={story.contentOid} />
    </article>
  )
}

/**
 * Play, or with a chat the player wrote in: Continue (the room written in last, never a new
 * empty one) beside New chat, and a link to this story's chats in My chats.
 */
function PlayActions({
  contentOid,
  storyTitle,
  startId,
  playLabel,
}: {
  contentOid: string
  /** A room keeps the story's title until renamed: then the hint would only repeat it. */
  storyTitle: string
  startId: string | null
  playLabel: string | undefined
}) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const rooms = useStoryRooms(contentOid)
  const latest = roomToContinue(rooms)
  const play = localized(playHref(contentOid, startId))
  return (
    <div className="stack story-play-actions">
      <div className="row">
        {latest ? (
          <Link
            className="button button-primary story-continue"
            href={localized(roomHref(contentOid, latest.roomOid))}
            data-testid="story-continue"
          >
            {t('storyPage.continue')}
          </Link>
        ) : null}
        <Link
          className={`button ${latest ? 'button-secondary' : 'button-primary'} story-play`}
          href={play}
          aria-label={playLabel}
          data-testid="story-new-chat"
        >
          {latest ? t('storyPage.newChat') : t('storyPage.play')}
        </Link>
      </div>
      {latest && latest.title !== storyTitle ? (
        <p className="muted story-continue-hint">
          {t('storyPage.continueHint', { title: latest.title })}
        </p>
      ) : null}
      {rooms.length > 0 ? (
        <p className="story-my-chats">
          <Link href={localized(myChatsHref(contentOid))}>{t('storyPage.myChats')}</Link>
        </p>
      ) : null}
    </div>
  )
}

/** This visitor's rooms of the story (none before a user signs in or a guest plays). */
function useStoryRooms(contentOid: string): RoomListEntry[] {
  const visitor = useSession((state) =>
    state.token ? `user:${state.user?.oid ?? ''}` : state.guestDeviceId,
  )
  const { data } = useData(visitor ? [visitor, contentOid] : null, () =>
    chatApi.listRooms({ contentOid }),
  )
  return visitor ? (data?.rooms ?? []) : []
}

function StoryProblem({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  return (
    <div className="page page-narrow stack story-problem">
      <h1>{title}</h1>
      <p className="muted">{text}</p>
      <Link className="button button-primary" href={localized('/')}>
        {t('storyPage.back')}
      </Link>
    </div>
  )
}

/** The page's shape while it loads, so the details appear without moving anything. */
function StorySkeleton() {
  const { t } = useTranslation('player')
  return (
    <div className="page story-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <div className="story-hero" aria-hidden="true">
        <div className="story-hero-media">
          <div className="story-thumb story-hero-thumb skeleton-block" />
        </div>
        <div className="story-hero-text stack">
          <div className="skeleton-line skeleton-line-heading" />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-line-short" />
        </div>
      </div>
    </div>
  )
}
