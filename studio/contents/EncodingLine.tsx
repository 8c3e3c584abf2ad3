import { useTranslation } from 'react-i18next'
import { studioPath } from '../shell/studio-paths'
import { useEncoding } from './use-encoding'

/** A content's encoding while it runs: a bar and its percent, read every two seconds. */
export function EncodingLine({
  contentOid,
  variant = 'list',
}: {
  contentOid: string
  /** `form`: the upload form's words, which also say when it is done. */
  variant?: 'list' | 'form'
}) {
  const { t } = useTranslation('studio')
  const state = useEncoding(contentOid, true)
  if (variant === 'form' && state?.status === 'done')
    return <p className="studio-encoding">{t('uploadForm.encodingDone')}</p>
  // The reason, with retry and replace, is on the list's row.
  if (variant === 'form' && state?.status === 'failed')
    return (
      <p className="studio-encoding field-error">
        {t('studioContents.encodingFailed')}{' '}
        <a href={studioPath('/studio2/contents')}>{t('uploadForm.toList')}</a>
      </p>
    )
  const running = state?.status === 'running' || (state?.progress ?? 0) > 0
  if (state && !running && state.status !== 'queued' && state.status !== 'none') return null
  const percent = state?.progress ?? 0
  const text = running
    ? t(variant === 'form' ? 'uploadForm.encodingNow' : 'studioContents.encoding', { percent })
    : t(variant === 'form' ? 'uploadForm.encodingWaiting' : 'studioContents.encodingQueued')
  return (
    <div className="studio-encoding" role="status">
      <span>{text}</span>
      <progress max={100} value={percent} aria-label={text} />
    </div>
  )
}
