import { useTranslation } from 'react-i18next'
import type { StoryPreview as Preview } from '../../web/api/chat'
import { useData } from '../../web/calls'
import { Avatar } from '../../web/ui'
import { previewApi } from './preview-api'

/**
 * What a player meets before Play: the cast with their portraits, the opening's first
 * message as it will read, and what a turn costs on the story's model (the server's quote
 * at the default settings). Nothing is shown while it loads or if it fails: the page
 * works without it.
 */
export function StoryPreview({
  contentOid,
  startId,
}: {
  contentOid: string
  startId: string | null
}) {
  const { t } = useTranslation('player')
  const preview = useData(['story-preview', contentOid], () => previewApi.get(contentOid))
  const data = preview.data
  if (!data) return null
  const opening = data.openings.find((item) => item.id === startId) ?? data.openings[0]
  return (
    <section
      aria-labelledby="story-preview"
      className="story-preview stack"
      data-testid="story-preview"
    >
      <h2 id="story-preview" className="story-preview-heading">
        {t('storyPreview.heading')}
      </h2>
      {data.cast.length > 0 ? (
        <div>
          <h3 className="field-label">{t('storyPreview.cast')}</h3>
          <ul className="story-cast" data-testid="story-cast">
            {data.cast.map((character) => (
              <li key={character.id} className="story-cast-member" title={character.description}>
                <Avatar name={character.name} src={character.portraitUrl} size="md" />
                <span className="story-cast-name">{character.name}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {opening?.greeting ? (
        <div>
          <h3 className="field-label">
            {data.openings.length > 1
              ? t('storyPreview.openingTitle', { title: opening.title })
              : t('storyPreview.opening')}
          </h3>
          <blockquote className="story-opening" data-testid="story-opening">
            <StoryText text={opening.greeting} />
          </blockquote>
        </div>
      ) : null}
      <p className="story-turn-price" data-testid="story-turn-price">
        <span className="field-label">{t('storyPreview.price')}</span>{' '}
        <span>{turnPrice(t, data)}</span>
      </p>
      {data.modelChoice ? <p className="muted">{t('storyPreview.modelChoice')}</p> : null}
    </section>
  )
}

/** `*actions*` in italics, as the chat shows them; the asterisks are not shown. */
function StoryText({ text }: { text: string }) {
  const parts = text.split(/(\*[^*\n]+\*)/)
  return (
    <>
      {parts.map((part, index) =>
        part.length > 2 && part.startsWith('*') && part.endsWith('*') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <em key={index}>{part.slice(1, -1)}</em>
        ) : (
          part
        ),
      )}
    </>
  )
}

function turnPrice(t: ReturnType<typeof useTranslation<'player'>>['t'], data: Preview): string {
  const credits = data.model.quote.credits
  const price = credits === 0 ? t('storyPreview.free') : t('storyPreview.priceCredits', { credits })
  return data.model.offline ? `${price} (${t('storyPreview.demoModel')})` : price
}
