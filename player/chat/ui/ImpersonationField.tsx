import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StoryCharacter } from '../../../web/api/chat'
import { chatApi } from '../connected'

/**
 * Impersonation: the story may write the player's turn, speaking as the character chosen
 * here (`impersonationCharacterId`), or as the player's persona when none is chosen.
 * The cast is the room's story version's (`GET /character-info`).
 */
export function ImpersonationField({
  roomOid,
  on,
  characterId,
  onChange,
}: {
  roomOid: string
  on: boolean
  characterId: string | null
  onChange: (patch: { impersonationOn?: boolean; impersonationCharacterId?: string | null }) => void
}) {
  const { t } = useTranslation('chat')
  const [cast, setCast] = useState<StoryCharacter[] | null>(null)

  useEffect(() => {
    let current = true
    chatApi.characterInfo(roomOid).then(
      ({ characters }) => {
        if (current) setCast(characters)
      },
      // Without the cast the player can still impersonate their own persona.
      () => {
        if (current) setCast([])
      },
    )
    return () => {
      current = false
    }
  }, [roomOid])

  return (
    <fieldset className="fieldset stack">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => onChange({ impersonationOn: event.target.checked })}
        />
        <span>{t('chatSettings.impersonation')}</span>
      </label>
      {/* The character matters only while the story speaks for the player. */}
      {on ? (
        <label className="field">
          <span className="field-label">{t('chatSettings.impersonationCharacter')}</span>
          <select
            className="field-select"
            value={characterId ?? ''}
            disabled={cast === null}
            onChange={(event) => onChange({ impersonationCharacterId: event.target.value || null })}
          >
            <option value="">{t('chatSettings.impersonationPersona')}</option>
            {(cast ?? []).map((character) => (
              <option key={character.id} value={character.id}>
                {character.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </fieldset>
  )
}
