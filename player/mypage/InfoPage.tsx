import { useTranslation } from 'react-i18next'
import { isLanguage } from '../../engine/i18n/languages'
import { useData } from '../../web/calls'
import type { PageProps } from '../PlayerApp'
import { NotFoundPage } from '../pages/NotFoundPage'
import { type HelpTexts, loadHelp } from './help'
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
      {topic === 'how-to' || topic === 'faq' ? (
        <HelpBody topic={topic} />
      ) : (
        <p>{t('infoPage.body')}</p>
      )}
    </div>
  )
}

/** How to use Taleloom as numbered steps, the FAQ as questions that open on a click. */
function HelpBody({ topic }: { topic: 'how-to' | 'faq' }) {
  const { i18n } = useTranslation('player')
  const language = isLanguage(i18n.language) ? i18n.language : 'en'
  const { data } = useData(`help:${language}`, () => loadHelp(language))
  if (!data) return null
  return topic === 'how-to' ? <HowTo texts={data.howTo} /> : <Faq texts={data.faq} />
}

function HowTo({ texts }: { texts: HelpTexts['howTo'] }) {
  return (
    <>
      <p className="info-lead">{texts.lead}</p>
      <ol className="info-steps">
        {texts.steps.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </>
  )
}

function Faq({ texts }: { texts: HelpTexts['faq'] }) {
  return (
    <>
      <p className="info-lead">{texts.lead}</p>
      <div className="info-faq">
        {texts.questions.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  )
}
