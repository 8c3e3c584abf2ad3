import { useTranslation } from 'react-i18next'
import type { PageProps } from '../PlayerApp'
import { NotFoundPage } from '../pages/NotFoundPage'
import './mypage.css'

/** The footer's and My Page's information pages, by topic. */
export const INFO_TOPICS = {
  terms: 'infoPage.terms',
  privacy: 'infoPage.privacy',
  'how-to': 'infoPage.howTo',
  faq: 'infoPage.faq',
  careers: 'infoPage.careers',
  feedback: 'infoPage.feedback',
  help: 'infoPage.help',
  'apply-creator': 'infoPage.applyCreator',
} as const

export function InfoPage({ params }: PageProps) {
  const { t } = useTranslation('player')
  const topic = params.topic ?? ''
  const key = INFO_TOPICS[topic as keyof typeof INFO_TOPICS]
  if (!key) return <NotFoundPage />
  return (
    <div className="page page-narrow stack info-page">
      <h1>{t(key)}</h1>
      <p>{t('infoPage.body')}</p>
    </div>
  )
}
