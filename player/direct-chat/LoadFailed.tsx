import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'

/** A list or room that could not be loaded: why, and a retry. */
export function LoadFailed({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation('dm')
  return (
    <Alert tone="error">
      {t('dmHome.loadFailed')} {errorText(t, error)}{' '}
      {retry ? (
        <Button variant="link" onClick={retry}>
          {t('dmHome.retry')}
        </Button>
      ) : null}
    </Alert>
  )
}
