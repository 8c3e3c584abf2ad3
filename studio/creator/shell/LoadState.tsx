import { useTranslation } from 'react-i18next'
import type { Data } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { Alert, Button } from '../../../web/ui'

/** The loading line or the error with a retry, for a section's first load. */
export function LoadState({
  state,
}: {
  state: Pick<Data<unknown>, 'data' | 'error' | 'loading' | 'reload'>
}) {
  const { t } = useTranslation('creator')
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
