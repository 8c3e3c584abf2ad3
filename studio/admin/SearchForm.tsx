import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, TextField } from '../../web/ui'

/** The admin pages' search box: the words are searched when the form is sent, not per key. */
export function SearchForm({
  label,
  hint,
  maxLength,
  onSearch,
}: {
  label: string
  hint?: string
  maxLength: number
  onSearch: (words: string) => void
}) {
  const { t } = useTranslation('studio')
  const [draft, setDraft] = useState('')
  function search(event: FormEvent) {
    event.preventDefault()
    onSearch(draft.trim())
  }
  return (
    <search>
      <form className="admin-inline-form" onSubmit={search}>
        <TextField
          label={label}
          {...(hint ? { hint } : {})}
          type="search"
          value={draft}
          maxLength={maxLength}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('adminLive.search')}
        </Button>
      </form>
    </search>
  )
}
