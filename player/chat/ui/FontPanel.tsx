import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { ChatTheme } from '../../../web/api/chat'
import { chatApi } from '../connected'
import type { RoomStore } from '../room/room-store'

export const FONT_FAMILIES: Record<string, string> = {
  sans: 'var(--font-body)',
  serif: 'Georgia, "Noto Serif", "Noto Serif CJK KR", serif',
  mono: 'var(--font-mono)',
}

/** The chat's font style and size, previewed live and saved with the room. */
export function FontPanel({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const theme = useStore(store, (state) => state.room?.theme ?? null)
  const family = theme?.fontFamily ?? 'sans'
  const size = theme?.fontSize ?? 16

  function apply(patch: ChatTheme) {
    const room = store.getState().room
    if (!room) return
    // Shown at once; saved in the background (the last change wins).
    store.setState({ room: { ...room, theme: { ...room.theme, ...patch } } })
    void chatApi.userTheme(room.roomOid, patch).catch(() => undefined)
  }

  return (
    <div className="stack">
      <label className="field">
        <span className="field-label">{t('chatSettings.fontFamily')}</span>
        <select
          className="field-select"
          value={family}
          onChange={(event) => apply({ fontFamily: event.target.value })}
        >
          <option value="sans">{t('chatSettings.fontSans')}</option>
          <option value="serif">{t('chatSettings.fontSerif')}</option>
          <option value="mono">{t('chatSettings.fontMono')}</option>
        </select>
      </label>
      <label className="field">
        <span className="field-label">{t('chatSettings.fontSize', { value: size })}</span>
        <input
          type="range"
          min={12}
          max={24}
          value={size}
          onChange={(event) => apply({ fontSize: Number(event.target.value) })}
        />
      </label>
      <figure className="chat-font-preview">
        <figcaption className="field-label">{t('chatSettings.fontPreviewLabel')}</figcaption>
        <p style={{ fontFamily: FONT_FAMILIES[family] ?? FONT_FAMILIES.sans, fontSize: size }}>
          {t('chatSettings.fontPreview')}
        </p>
      </figure>
    </div>
  )
}
