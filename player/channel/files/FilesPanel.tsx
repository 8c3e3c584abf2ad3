import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import { ContentComments } from '../../content/comments/ContentComments'
import { useLoginDialog } from '../../login/login-dialog-store'
import { SubscribeGate } from '../../subscribe'
import type { PublicChannelView } from '../channel-api'
import { BuyFile, CouponOpen, startDownload } from './FileActions'
import { FileForm } from './FileForm'
import { formatBytes } from './file-format'
import { type FileContentView, filesApi } from './files-api'
import { PriceText } from './PriceText'
import './files.css'

/**
 * The channel's Files tab: pinned files first, each with its kind, size, price or lock and
 * what the viewer may do (download, buy, use a file coupon, subscribe), and its comments.
 * The channel's creator posts, edits, pins and deletes here.
 */
export function FilesPanel({ channel }: { channel: PublicChannelView }) {
  const { t } = useTranslation('player')
  const [version, setVersion] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)
  const files = useData(['channel-files', channel.creatorOid, version], () =>
    filesApi.list(channel.creatorOid),
  )
  const changed = (text: string | null) => {
    setNotice(text)
    setVersion((value) => value + 1)
  }
  return (
    <div className="stack channel-files" data-testid="channel-files">
      {channel.isMine ? <FileForm tiers={channel.tiers} editing={null} onDone={changed} /> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {files.result.state === 'loading' ? <p className="muted">{t('common.loading')}</p> : null}
      {files.result.state === 'failed' ? (
        <Alert tone="error">
          {errorText(t, files.result.error)}{' '}
          <Button variant="link" onClick={files.reload}>
            {t('channel.retry')}
          </Button>
        </Alert>
      ) : null}
      {files.data && files.data.files.length === 0 ? (
        <p className="muted">
          {t(channel.isMine ? 'channelFiles.emptyMine' : 'channelFiles.empty')}
        </p>
      ) : null}
      <ul className="file-list" aria-label={t('channelFiles.heading')}>
        {(files.data?.files ?? []).map((file) => (
          <FileRow key={file.fileOid} file={file} channel={channel} onChanged={changed} />
        ))}
      </ul>
    </div>
  )
}

function FileRow({
  file,
  channel,
  onChanged,
}: {
  file: FileContentView
  channel: PublicChannelView
  onChanged: (text: string | null) => void
}) {
  const { t, i18n } = useTranslation('player')
  const [editing, setEditing] = useState(false)
  const [comments, setComments] = useState(false)
  if (editing)
    return (
      <li className="file-row">
        <FileForm
          tiers={channel.tiers}
          editing={file}
          onDone={(text) => {
            setEditing(false)
            onChanged(text)
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    )
  return (
    <li className="file-row card stack" data-testid="file-row">
      <div className="file-row-head">
        <span className="file-kind" aria-hidden="true">
          {file.kind.toUpperCase()}
        </span>
        <div className="file-row-text">
          <h3 className="file-title">
            {file.pinned ? <span className="file-badge">{t('channelFiles.pinned')}</span> : null}
            {file.title}
          </h3>
          <p className="muted file-meta">
            {file.fileName} · {formatBytes(file.byteSize, i18n.language)} ·{' '}
            <PriceText file={file} />
          </p>
        </div>
      </div>
      {file.description ? <p className="file-description">{file.description}</p> : null}
      <div className="row file-actions">
        <OpenActions file={file} channel={channel} onChanged={onChanged} />
        <Button variant="link" onClick={() => setComments(!comments)} aria-expanded={comments}>
          {t(comments ? 'channelFiles.hideComments' : 'channelFiles.comments')}
        </Button>
      </div>
      {file.access === 'owner' ? (
        <OwnerActions file={file} onEdit={() => setEditing(true)} onChanged={onChanged} />
      ) : null}
      {comments ? <ContentComments contentOid={file.fileOid} /> : null}
    </li>
  )
}

/** Download when open; else buy, use a coupon or subscribe, as the file allows. */
function OpenActions({
  file,
  channel,
  onChanged,
}: {
  file: FileContentView
  channel: PublicChannelView
  onChanged: (text: string | null) => void
}) {
  const { t } = useTranslation('player')
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  if (file.access) {
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
      <>
        <Button onClick={() => void download()} busy={pending} data-testid="file-download">
          {t(pending ? 'channelFiles.downloading' : 'channelFiles.download')}
        </Button>
        {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
      </>
    )
  }
  if (!signedIn)
    return <Button onClick={() => openLogin('login')}>{t('channelFiles.logInToOpen')}</Button>
  return (
    <>
      {file.price > 0 ? <BuyFile file={file} onOpened={onChanged} /> : null}
      <CouponOpen file={file} onOpened={onChanged} />
      {file.tiers.length > 0 ? (
        <SubscribeGate
          creatorOid={channel.creatorOid}
          nickname={channel.nickname}
          tierHashes={file.tiers}
          compact
        />
      ) : null}
    </>
  )
}

function OwnerActions({
  file,
  onEdit,
  onChanged,
}: {
  file: FileContentView
  onEdit: () => void
  onChanged: (text: string | null) => void
}) {
  const { t } = useTranslation('player')
  const [error, setError] = useState<unknown>(null)
  async function run(call: () => Promise<unknown>, text: string | null) {
    setError(null)
    try {
      await call()
      onChanged(text)
    } catch (failure) {
      setError(failure)
    }
  }
  const remove = () => {
    if (!window.confirm(t('channelFiles.deleteConfirm', { title: file.title }))) return
    void run(() => filesApi.remove(file.fileOid), t('channelFiles.deleted'))
  }
  return (
    <div className="row file-owner-actions">
      <Button variant="secondary" onClick={onEdit}>
        {t('channelFiles.edit')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => void run(() => filesApi.pin(file.fileOid, !file.pinned), null)}
      >
        {t(file.pinned ? 'channelFiles.unpin' : 'channelFiles.pin')}
      </Button>
      <Button variant="secondary" onClick={remove} data-testid="file-delete">
        {t('channelFiles.delete')}
      </Button>
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
    </div>
  )
}
