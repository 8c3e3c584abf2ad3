import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, useSession } from '../../web/session'
import {
  createUploadClient,
  type PartProgress,
  UPLOAD_MESSAGES,
  UploadError,
  type UploadTarget,
} from '../../web/upload'
import { uploadFailureText } from './upload-errors'
import type { FileProgress } from './upload-fields'
import { fileReference } from './upload-form'

const uploads = createUploadClient({ api })

/**
 * The form's files going up in parts (three at a time, each part's hash checked), with
 * their progress per part; a dropped connection leaves the parts already sent on the
 * server, and the next send of the same files (Resume) sends only the others.
 */
export function useFileSender() {
  const { t } = useTranslation('studio')
  const ownerOid = useSession((state) => state.user?.oid ?? '')
  const [progress, setProgress] = useState<FileProgress[]>([])
  // The rows as the running upload sees them (state updates land after it reads them).
  const rows = useRef<FileProgress[]>([])

  function update(index: number, patch: Partial<FileProgress>) {
    const next = [...rows.current]
    next[index] = { ...(next[index] as FileProgress), ...patch }
    rows.current = next
    setProgress(next)
  }

  /** Starts afresh unless these are the same files as last time (kept for Resume). */
  function prepare(files: readonly { name: string; key: string }[]) {
    if (rows.current.map((row) => row.name).join('/') === files.map((f) => f.name).join('/')) return
    rows.current = files.map((file) => ({
      name: file.name,
      key: file.key,
      parts: [],
      failure: null,
      failureText: null,
      reference: null,
    }))
    setProgress(rows.current)
  }

  const keyOf = (index: number) => (rows.current[index] as FileProgress).key

  /** Sends one file, or finishes it when an earlier attempt was interrupted. */
  async function send(
    file: File,
    index: number,
    target: Omit<UploadTarget, 'key'>,
  ): Promise<string> {
    const row = rows.current[index] as FileProgress
    if (row.reference) return row.reference
    const interrupted = row.failure !== null
    const full = { ...target, key: row.key } as UploadTarget
    update(index, { failure: null, failureText: null })
    const onPart = (_: PartProgress, all: readonly PartProgress[]) =>
      update(index, { parts: [...all] })
    try {
      const result = interrupted
        ? await uploads.resume(file, full.key, { onPart })
        : await uploads.upload(file, full, { onPart })
      // A content or subtitle file is handed over, so its encoding (or conversion) starts.
      if (full.context === 'content' || full.context === 'subtitle')
        await api.post('/upload/uploaddone', { key: full.key })
      const reference = fileReference({ ...result, access: full.access }, ownerOid)
      update(index, { reference })
      return reference
    } catch (error) {
      update(index, {
        failure: error instanceof UploadError ? error.message : UPLOAD_MESSAGES.connection,
        failureText: uploadFailureText(t, error),
      })
      throw error
    }
  }

  return {
    progress,
    prepare,
    keyOf,
    send,
    interrupted: progress.some((entry) => entry.failure !== null),
  }
}
