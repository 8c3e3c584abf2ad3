import { useTranslation } from 'react-i18next'
import { Link, useLocation } from '../../web/routing'
import { useLocalizedPath } from '../shell/use-localized-path'
import './content.css'

/**
 * `/illegal-downloader?errorStatus=444|999`: shown when GET /content answers 444 (a first
 * detection: a warning) or 999 (the account is suspended for it).
 */
export function IllegalDownloaderPage() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const { search } = useLocation()
  const status = new URLSearchParams(search).get('errorStatus')
  const lead =
    status === '444'
      ? t('illegalDownloader.lead444')
      : status === '999'
        ? t('illegalDownloader.lead999')
        : t('illegalDownloader.leadOther')
  return (
    <div className="page page-narrow stack illegal-downloader" data-error-status={status ?? ''}>
      <p className="illegal-downloader-code" aria-hidden="true">
        {status === '444' || status === '999' ? status : '!'}
      </p>
      <h1>{t('illegalDownloader.title')}</h1>
      <p>{lead}</p>
      <p className="muted">{t('illegalDownloader.contact')}</p>
      <div className="row">
        <Link className="button button-primary" href={localized('/')}>
          {t('illegalDownloader.home')}
        </Link>
        <Link className="button button-secondary" href={localized('/info/help')}>
          {t('myPage.help')}
        </Link>
      </div>
    </div>
  )
}
