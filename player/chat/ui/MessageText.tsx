import { useTranslation } from 'react-i18next'
import { StoryText } from '../../../web/story'

/** A message's text, with the typing dots while the reply streams in. */
export function MessageText({ text, streaming }: { text: string; streaming: boolean }) {
  const { t } = useTranslation('chat')
  return (
    <div className="chat-text" data-testid="chat-text">
      <StoryText text={text} />
      {streaming ? (
        <span className="chat-typing" role="img" aria-label={t('chat.typing')}>
          <span />
          <span />
          <span />
        </span>
      ) : null}
    </div>
  )
}
