import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { useLocalizedPath } from '../shell/use-localized-path'

export function NotFoundPage() {
  const { t } = useTranslation()
  const localized = useLocalizedPath()
  return (
    <div className="page page-narrow stack not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.description')}</p>
      <Link className="button button-primary" href={localized('/')}>
        {t('notFound.toHome')}
      </Link>
    </div>
  )
}
