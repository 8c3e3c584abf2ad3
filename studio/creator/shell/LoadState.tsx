import { useTranslation } from 'react-i18next'
import { errorText } from '../../../web/i18n'
import { Alert, Button } from '../../../web/ui'
import type { Loaded } from './use-load'

/** The loading line or the error with a retry, for a section's first load. */
export function LoadState({ state }: { state: Omit<Loaded<unknown>, 'set'> }) {
  const { t } = useTranslation()
  if (state.error)
    return (
      <Alert tone="error">
        {errorText(t, state.error)}{' '}
        <Button variant="link" onClick={state.reload}>
          {t('creatorNav.retry')}
        </Button>
      </Alert>
    )
  if (state.loading && state.data === null) return <p className="muted">{t('common.loading')}</p>
  return null
}
