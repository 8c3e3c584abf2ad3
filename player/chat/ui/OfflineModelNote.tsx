import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { useSession } from '../../../web/session'
import type { RoomStore } from '../room/room-store'

/**
 * Always in view while the built-in offline model answers, so nobody takes its replies for
 * the product's AI. A player sees that it is the demo model; setting up a provider is the
 * operator's job, so only admins get the banner saying how (docs/CONFIGURATION.md).
 */
export function OfflineModelNote({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const offline = useStore(store, (state) => state.model?.offline ?? false)
  const isAdmin = useSession((state) => !!state.user?.roles.includes('admin'))
  if (!offline) return null
  if (!isAdmin)
    return (
      <p className="chat-offline-note chat-demo-note" data-testid="chat-offline-note">
        <span className="badge badge-info">{t('chat.demoBadge')}</span>
        <span>{t('chat.demoLine')}</span>
      </p>
    )
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
