import { useTranslation } from 'react-i18next'
import type { TestAllowanceView } from './test-chat-api'

/**
 * What the writer's test turns cost: free on the demo (offline) model, else how many of the
 * month's free test turns are left, and when they come back once used up.
 */
export function TestAllowanceLine({ allowance }: { allowance: TestAllowanceView | null }) {
  const { t, i18n } = useTranslation('studio')
  if (!allowance) return null
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'long',
    // The allowance counts UTC months: the date it comes back is a UTC date.
    timeZone: 'UTC',
  }).format(new Date(allowance.resetsAt))
  const text = allowance.offline
    ? t('studioTestChat.allowanceOffline')
    : allowance.limit === 0
      ? t('studioTestChat.allowanceNone')
      : allowance.left > 0
        ? t('studioTestChat.allowanceLeft', { left: allowance.left, limit: allowance.limit })
        : t('studioTestChat.allowanceUsedUp', { date })
  const tone = allowance.offline || allowance.left > 0 ? 'free' : 'charged'
  return (
    <p
      className="testchat-allowance"
      data-testid="testchat-allowance"
      data-tone={tone}
      role="status"
    >
      {text}
    </p>
  )
}
