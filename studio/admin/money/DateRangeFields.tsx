import { useTranslation } from 'react-i18next'
import { TextField } from '../../../web/ui'

/** The first and last day (both included) of a money page's window, as date fields. */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  from: string
  to: string
  onChange: (range: { from: string; to: string }) => void
}) {
  const { t } = useTranslation('studio')
  return (
    <>
      <TextField
        label={t('admin.revFrom')}
        type="date"
        required
        value={from}
        onChange={(event) => onChange({ from: event.target.value, to })}
      />
      <TextField
        label={t('admin.revTo')}
        type="date"
        required
        value={to}
        onChange={(event) => onChange({ from, to: event.target.value })}
      />
    </>
  )
}
