import { useEffect, useMemo, useRef, useState } from 'react'
import type { DmMediaType } from '../../platform/direct-chat/image-messages/media-rules'
import { type Attachment, addAttachments, attachmentKey, type PickRefusal } from './attachments'
import { mediaApi, newMessageOid } from './media-api'

export interface SentFile {
  key: string
  filetype: DmMediaType
}

/**
 * The composer's files: picked (judged at once), previewed, removed, then uploaded and sent.
 * One messageOid per set of files, kept until it is sent: a retry after a refusal or a lost
 * answer is the same message, which the server stores and charges once.
 */
export function useAttachments() {
  const [items, setItems] = useState<Attachment[]>([])
  const [refusal, setRefusal] = useState<PickRefusal | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const messageOid = useRef<string | null>(null)
  const uploaded = useRef(new Set<string>())
  const previews = useMemo(
    () => new Map(items.map((item) => [item.id, URL.createObjectURL(item.file)])),
    [items],
  )
  useEffect(
    () => () => {
      for (const url of previews.values()) URL.revokeObjectURL(url)
    },
    [previews],
  )
  const change = (next: Attachment[]) => {
    setItems(next)
    messageOid.current = null
    uploaded.current.clear()
  }

  return {
    items,
    previews,
    refusal,
    progress,
    pick(files: File[]) {
      const added = addAttachments(items, files, () => crypto.randomUUID())
      setRefusal(added.ok ? null : added.reason)
      if (added.ok) change(added.attachments)
    },
    remove: (id: string) => change(items.filter((item) => item.id !== id)),
    clear: () => change([]),
    /** Uploads the files not up yet, then hands their keys to `deliver`. */
    async send<Result>(deliver: (messageOid: string, files: SentFile[]) => Promise<Result>) {
      messageOid.current ??= newMessageOid()
      const oid = messageOid.current
      const total = items.reduce((sum, item) => sum + item.file.size, 0) || 1
      let done = 0
      const files: SentFile[] = []
      setProgress(0)
      try {
        for (const [index, item] of items.entries()) {
          const key = attachmentKey(oid, index, item.type)
          if (!uploaded.current.has(key)) {
            await mediaApi.upload(item.file, key, item.type, (sent) =>
              setProgress((done + sent) / total),
            )
            uploaded.current.add(key)
          }
          done += item.file.size
          setProgress(done / total)
          files.push({ key, filetype: item.type })
        }
        return await deliver(oid, files)
      } finally {
        setProgress(null)
      }
    },
  }
}

export type Attachments = ReturnType<typeof useAttachments>
