import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { navigate } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Avatar } from '../../web/ui'
import { roomHref } from '../catalogue/play-link'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import { characterDmApi } from './character-dm-api'
import './character-dm.css'

/**
 * The story page's "Message <name>": shown when the story lets fans message a character,
 * with its portrait and this fan's price per message. Each click opens a new room with the
 * character (earlier rooms become memories when the fan opted in) and lands in it.
 */
export function MessageCharacter({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const viewer = useSession((state) => state.user?.oid ?? '')
  const openLogin = useLoginDialog((state) => state.openAt)
  const { data } = useData(['character-dm-offer', contentOid, viewer], () =>
    characterDmApi.offer(contentOid),
  )
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const offer = data?.offer
  if (!offer?.enabled || !offer.character) return null
  const { name, portraitUrl } = offer.character

  async function open() {
    if (!useSession.getState().token) {
      openLogin('login')
      return
    }
    setBusy(true)
    setFailure(null)
    try {
      const opened = await characterDmApi.openRoom(contentOid)
      navigate(localized(roomHref(contentOid, opened.room.roomOid)))
    } catch (error) {
      setFailure(error)
      setBusy(false)
    }
  }

  return (
    <div className="character-dm-offer" data-testid="character-dm-offer">
      <button
        type="button"
        className="button button-secondary character-dm-button"
        onClick={() => void open()}
        disabled={busy}
        aria-busy={busy}
        aria-label={viewer ? undefined : t('characterDm.signInToMessage', { name })}
      >
        <Avatar name={name} src={portraitUrl} size="sm" />
        <span className="character-dm-button-text">
          <span className="character-dm-button-name">
            {busy ? t('characterDm.opening') : t('characterDm.message', { name })}
          </span>
          <span className="character-dm-button-price" data-testid="character-dm-price">
            {offer.priceCredits > 0
              ? t('characterDm.pricePerMessage', { count: offer.priceCredits })
              : t('characterDm.priceFree')}
          </span>
        </span>
      </button>
      {failure ? <Alert tone="error">{errorText(t, failure)}</Alert> : null}
    </div>
  )
}
