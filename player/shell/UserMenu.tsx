import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { AdultToggle } from '../catalogue/AdultToggle'
import { channelPath } from '../myinfo/channel-path'
import { signOut } from './sign-out'
import { useLocalizedPath } from './use-localized-path'

/**
 * The signed-in user's menu as a disclosure (a button that shows a list of links),
 * which needs no roving focus: Tab moves through it, Escape closes it.
 */
export function UserMenu({ nickname }: { nickname: string }) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const canWrite = useSession(
    (state) => !!state.user?.roles.some((role) => role === 'creator' || role === 'admin'),
  )
  const isCreator = useSession((state) => !!state.user?.roles.includes('creator'))
  const profileImage = useSession((state) => state.user?.profileImageKey ?? null)
  const myChannel = useSession((state) =>
    state.user ? channelPath({ oid: state.user.oid, customUrl: state.user.customUrl }) : null,
  )

  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  async function closeAndSignOut() {
    setOpen(false)
    await signOut()
  }

  return (
    <div className="user-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="button button-secondary user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.userMenu', { nickname })}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The initial is drawn by CSS, so the button's visible text is the name its label holds. */}
        {profileImage ? (
          <img className="user-menu-avatar" src={profileImage} alt="" />
        ) : (
          <span
            className="user-menu-avatar"
            aria-hidden="true"
            data-initial={[...nickname][0]?.toUpperCase()}
          />
        )}
        <span className="user-menu-name">{nickname}</span>
      </button>
      <ul id={menuId} className="user-menu-list" hidden={!open}>
        <li>
          <Link href={localized('/mypage')} onClick={() => setOpen(false)}>
            {t('myPage.title')}
          </Link>
        </li>
        <li>
          <Link href={localized('/story/chats')} onClick={() => setOpen(false)}>
            {t('header.myChats')}
          </Link>
        </li>
        <li>
          <Link href={localized('/chat')} onClick={() => setOpen(false)}>
            {t('myPage.messages')}
          </Link>
        </li>
        <li>
          <Link href={localized('/myinfo')} onClick={() => setOpen(false)}>
            {t('header.myInfo')}
          </Link>
        </li>
        <li>
          <Link href={localized('/mypage/notifications')} onClick={() => setOpen(false)}>
            {t('myPage.notifications')}
          </Link>
        </li>
        <li>
          <Link href={localized('/mypage/liked')} onClick={() => setOpen(false)}>
            {t('myPage.liked')}
          </Link>
        </li>
        <li>
          <Link href={localized('/mypage/purchases')} onClick={() => setOpen(false)}>
            {t('myPage.purchases')}
          </Link>
        </li>
        <li>
          <Link href={localized('/mypage/playlists')} onClick={() => setOpen(false)}>
            {t('myPage.playlists')}
          </Link>
        </li>
        {isCreator && myChannel ? (
          <li>
            <Link href={localized(myChannel)} onClick={() => setOpen(false)}>
              {t('channel.myChannel')}
            </Link>
          </li>
        ) : null}
        {canWrite ? (
          // The studio is its own app: a full page load, not an in-app navigation.
          <li>
            <a href={localized('/studio2')}>{t('header.studio')}</a>
          </li>
        ) : null}
        {canWrite ? (
          <li>
            <a href={localized('/studio2/simpleuploader/audio')}>{t('channelCta.upload')}</a>
          </li>
        ) : null}
        <li className="user-menu-setting">
          <AdultToggle />
        </li>
        <li>
          <button type="button" onClick={() => void closeAndSignOut()}>
            {t('header.signOut')}
          </button>
        </li>
      </ul>
    </div>
  )
}
