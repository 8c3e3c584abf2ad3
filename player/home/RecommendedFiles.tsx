import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FileContentView } from '../../platform/content/files/contract'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { api, useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { useCreatorNames } from '../catalogue/use-creator-names'
import { startDownload } from '../channel/files/FileActions'
import { formatBytes } from '../channel/files/file-format'
import { PriceText } from '../channel/files/PriceText'
import { useLocalizedPath } from '../shell/use-localized-path'
import { ShelfSection } from './ShelfSection'
import './recommended-files.css'

/**
 * The admins' recommended files (`GET /content/file-contents/recommended`, docs/community/
 * file-contents.md): each as this reader may have it. An open file downloads here; a paid,
 * subscriber-only or locked one leads to its channel's Files tab, where it is bought, opened
 * with a coupon or subscribed for. The server decides `access`, as on the channel.
 */
export function RecommendedFiles() {
  const { t } = useTranslation('player')
  const signedIn = useSession((state) => !!state.token)
  const { data } = useData(`home-recommended-files:${signedIn}`, () =>
    api.get('/content/file-contents/recommended'),
  )
  const files = data?.files ?? []
  const names = useCreatorNames(files.map((file) => file.creatorOid))
  if (files.length === 0) return null
  return (
    <ShelfSection title={t('recommendedFiles.title')} data-testid="home-recommended-files">
      <p className="muted recommended-files-lead">{t('recommendedFiles.lead')}</p>
      <ul className="recommended-files">
        {files.map((file) => (
          <FileCard key={file.fileOid} file={file} creator={names.get(file.creatorOid) ?? ''} />
        ))}
      </ul>
    </ShelfSection>
  )
}

function FileCard({ file, creator }: { file: FileContentView; creator: string }) {
  const { t, i18n } = useTranslation('player')
  const localized = useLocalizedPath()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const download = async () => {
    setPending(true)
    setError(null)
    try {
      await startDownload(file.fileOid)
    } catch (failure) {
      setError(failure)
    } finally {
      setPending(false)
    }
  }
  return (
    <li className="recommended-file" data-testid="recommended-file">
      <span className="file-kind" aria-hidden="true">
        {file.kind.toUpperCase()}
      </span>
      <div className="recommended-file-text">
        <h3 className="recommended-file-title">{file.title}</h3>
        {creator ? (
          <p className="muted recommended-file-by">
            {t('recommendedFiles.by', { nickname: creator })}
          </p>
        ) : null}
        <p className="muted recommended-file-meta">
          {formatBytes(file.byteSize, i18n.language)} · <PriceText file={file} />
        </p>
      </div>
      <div className="recommended-file-actions">
        {file.access ? (
          <Button onClick={() => void download()} busy={pending} data-testid="file-download">
            {t('recommendedFiles.download')}
          </Button>
        ) : null}
        <Link
          className="recommended-file-link"
          href={localized(`/creatorhome/${file.creatorOid}?tab=files`)}
        >
          {t('recommendedFiles.open')}
        </Link>
      </div>
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
    </li>
  )
}
