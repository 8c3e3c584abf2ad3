import { useTranslation } from 'react-i18next'
import type { ChatItem } from '../room/messages'

export interface AlternativeSwitchProps {
  alternatives: NonNullable<ChatItem['alternatives']>
  busy: boolean
  /** Replies are rerolls of one another; the player's messages are branches after a rollback. */
  role: ChatItem['role']
  /** Switches the conversation to the branch through this message. */
  onSwitch: (id: string) => void
}

/** ‹ n/total › between the branches of the conversation at one message. */
export function AlternativeSwitch({ alternatives, busy, role, onSwitch }: AlternativeSwitchProps) {
  const { t } = useTranslation('chat')
  const reply = role === 'assistant'
  return (
    <span className="chat-alternatives" data-testid="chat-branch-switch">
      <button
        type="button"
        className="chat-icon-button"
        aria-label={t(reply ? 'chat.previousAlternative' : 'chat.previousBranch')}
        disabled={busy || alternatives.index <= 1}
        onClick={() => onSwitch(alternatives.ids[alternatives.index - 2] as string)}
        data-testid="chat-branch-previous"
      >
        ‹
      </button>
      <span data-testid="chat-alternative-count" aria-hidden="true">
        {alternatives.index}/{alternatives.total}
      </span>
      <span className="visually-hidden">
        {t(reply ? 'chat.alternativeCount' : 'chat.branchCount', {
          index: alternatives.index,
          total: alternatives.total,
        })}
      </span>
      <button
        type="button"
        className="chat-icon-button"
        aria-label={t(reply ? 'chat.nextAlternative' : 'chat.nextBranch')}
        disabled={busy || alternatives.index >= alternatives.total}
        onClick={() => onSwitch(alternatives.ids[alternatives.index] as string)}
        data-testid="chat-branch-next"
      >
        ›
      </button>
    </span>
  )
}
