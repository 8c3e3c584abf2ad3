import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { GiftCardButton } from '../giftcards/GiftCardButton'
import { useLocalizedPath } from './use-localized-path'

const LINKS = [
  ['terms', '/info/terms'],
  ['privacy', '/info/privacy'],
  ['howTo', '/info/how-to'],
  ['faq', '/info/faq'],
  ['careers', '/info/careers'],
  ['feedback', '/info/feedback'],
] as const

/** Document 1's footer: terms, privacy, how-to, FAQ, careers, feedback. */
export function Footer() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  return (
    <footer className="app-footer">
      <nav aria-label={t('footer.links')}>
        <ul className="footer-links">
          {LINKS.map(([key, path]) => (
            <li key={key}>
              <Link href={localized(path)}>{t(`footer.${key}`)}</Link>
            </li>
          ))}
          <li>
            <GiftCardButton />
          </li>
        </ul>
      </nav>
      <p className="muted">© Taleloom</p>
    </footer>
  )
}
