import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Button } from '../../web/ui'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'

const FEATURES = [
  ['featureWritersTitle', 'featureWritersText'],
  ['featureChatTitle', 'featureChatText'],
  ['featureLanguagesTitle', 'featureLanguagesText'],
] as const

export function HomePage() {
  const { t } = useTranslation()
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => !!state.token)
  const openLogin = useLoginDialog((state) => state.openAt)
  return (
    <div className="page stack home">
      <section className="hero" aria-labelledby="home-title">
        <p className="hero-eyebrow">{t('home.eyebrow')}</p>
        <h1 id="home-title" className="hero-title">
          {t('home.title')}
        </h1>
        <p className="hero-lead">{t('home.lead')}</p>
        {signedIn ? (
          <Link className="button button-primary" href={localized('/myinfo')}>
            {t('home.continueCta')}
          </Link>
        ) : (
          <div>
            <Button onClick={() => openLogin('signUp')}>{t('home.startCta')}</Button>
          </div>
        )}
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title">{t('home.featuresTitle')}</h2>
        <ul className="features">
          {FEATURES.map(([title, text]) => (
            <li key={title} className="card">
              <h3>{t(`home.${title}`)}</h3>
              <p className="muted">{t(`home.${text}`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="stories-title" className="stories">
        <h2 id="stories-title">{t('home.storiesTitle')}</h2>
        <p className="card muted stories-empty">{t('home.storiesComing')}</p>
      </section>
    </div>
  )
}
