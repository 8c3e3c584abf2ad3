import { useState } from 'react'
import { ContentToolsData } from './ContentToolsData'
import { ContentToolsHashtags } from './ContentToolsHashtags'
import { ContentToolsRecord } from './ContentToolsRecord'
import './content-ops.css'

/**
 * Content tools: find any content (by id, its creator's id or title words) and read its
 * full record, resend its publish notification; refresh the hashtag index.
 */
export function ContentToolsPage() {
  const [opened, setOpened] = useState<string | null>(null)
  return (
    <div className="stack">
      {opened ? (
        <ContentToolsRecord contentOid={opened} onClose={() => setOpened(null)} />
      ) : (
        <ContentToolsData onOpen={setOpened} />
      )}
      <ContentToolsHashtags />
    </div>
  )
}
