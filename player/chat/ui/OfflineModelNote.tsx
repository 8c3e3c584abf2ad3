import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { RoomStore } from '../room/room-store'

/**
 * Always in view while the built-in offline model answers, so nobody takes its replies for
 * the product's AI: a badge, one line, and how to connect a real model (README, Models).
 */
export function OfflineModelNote({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const offline = useStore(store, (state) => state.model?.offline ?? false)
  if (!offline) return null
  return (
    <details className="chat-offline-note" data-testid="chat-offline-note">
      <summary>
        <span className="badge badge-info">{t('chat.offlineBadge')}</span>
        <span className="chat-offline-line">{t('chat.offlineLine')}</span>
      </summary>
      <p>{t('chat.offlineHowTo')}</p>
      <ul>
        <li>
          <code>GOOGLE_GENERATIVE_AI_API_KEY</code> — Gemini
        </li>
        <li>
          <code>OPENAI_API_KEY</code> — OpenAI
        </li>
        <li>
          <code>OPENAI_COMPATIBLE_BASE_URL</code> — Ollama, vLLM, LM Studio
        </li>
      </ul>
      <p className="muted">{t('chat.offlineReadme')}</p>
    </details>
  )
}
