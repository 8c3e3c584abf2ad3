import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatCountMode, DetailSearch, SearchMode, SearchSort } from '../../web/api/content'
import { Button, Checkbox, SelectField, TextField } from '../../web/ui'
import { contentApi } from '../content/content-api'
import { creatorChip, detailSearchProblem, parseTags } from './detail-search'

const LANGUAGES = ['en', 'ko', 'jp', 'es'] as const
const CONTENT_TYPES = ['story', 'clip', 'playlist', 'preview', 'scenario'] as const
const SORTS: SearchSort[] = ['latest', 'oldest', 'popular', 'lowestPrice', 'highestPrice']
const MODE_KEYS = {
  keyword: 'detailSearch.byKeyword',
  creator: 'detailSearch.byCreator',
  tag: 'detailSearch.byTag',
} as const satisfies Record<SearchMode, string>
const SORT_KEYS = {
  latest: 'sortLatest',
  oldest: 'sortOldest',
  popular: 'sortPopular',
  lowestPrice: 'sortLowestPrice',
  highestPrice: 'sortHighestPrice',
} as const satisfies Record<SearchSort, string>

const toNumber = (text: string) =>
  text.trim() === '' ? null : Math.max(0, Math.floor(Number(text)) || 0)

/** The detail-search form: document 1's filter fields, checked as the spec says before it runs. */
export function DetailSearchForm({
  value,
  onChange,
  onSubmit,
  adultAllowed,
}: {
  value: DetailSearch
  onChange(next: DetailSearch): void
  onSubmit(search: DetailSearch): void
  adultAllowed: boolean
}) {
  const { t } = useTranslation('player')
  const [problem, setProblem] = useState<string | null>(null)
  const [includeText, setIncludeText] = useState(value.positiveTags.join(', '))
  const [excludeText, setExcludeText] = useState(value.negativeTags.join(', '))
  const [creatorText, setCreatorText] = useState('')
  const [matches, setMatches] = useState<{ oid: string; nickname: string }[]>([])
  const set = <K extends keyof DetailSearch>(key: K, next: DetailSearch[K]) =>
    onChange({ ...value, [key]: next })
  const toggle = (key: 'creatorLangs' | 'langs' | 'contentTypes', item: string) =>
    set(
      key,
      value[key].includes(item)
        ? value[key].filter((other) => other !== item)
        : [...value[key], item],
    )

  function submit(event: FormEvent) {
    event.preventDefault()
    const search = {
      ...value,
      positiveTags: parseTags(includeText),
      negativeTags: parseTags(excludeText),
    }
    const key = detailSearchProblem(search)
    setProblem(key ? t(key) : null)
    if (key) return
    onSubmit(search)
  }

  async function findCreator() {
    const nickname = creatorText.trim()
    if (!nickname) return
    const found = await contentApi.mainSearch(nickname).catch(() => null)
    setMatches(found?.creators ?? [])
  }

  return (
    <form
      className="detail-search stack"
      onSubmit={submit}
      noValidate
      aria-labelledby="detail-search-title"
    >
      <h2 id="detail-search-title">{t('detailSearch.title')}</h2>
      <fieldset className="detail-modes">
        <legend>{t('detailSearch.searchBy')}</legend>
        {(['keyword', 'creator', 'tag'] as SearchMode[]).map((mode) => (
          <label key={mode} className="radio">
            <input
              type="radio"
              name="mode"
              checked={value.mode === mode}
              onChange={() => set('mode', mode)}
            />
            {t(MODE_KEYS[mode])}
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="detail-grid">
        <TextField
          label={t('detailSearch.keyword')}
          value={value.keyword}
          onChange={(event) => set('keyword', event.target.value)}
        />
        <TextField
          label={t('detailSearch.includeTags')}
          placeholder={t('detailSearch.includeTagsPrompt')}
          value={includeText}
          onChange={(event) => setIncludeText(event.target.value)}
        />
        <TextField
          label={t('detailSearch.excludeTags')}
          placeholder={t('detailSearch.excludeTagsPrompt')}
          value={excludeText}
          onChange={(event) => setExcludeText(event.target.value)}
        />
        <div className="detail-pair">
          <TextField
            label={t('detailSearch.dateFrom')}
            type="date"
            value={value.dateStart}
            onChange={(event) => set('dateStart', event.target.value)}
          />
          <TextField
            label={t('detailSearch.dateTo')}
            type="date"
            value={value.dateEnd}
            onChange={(event) => set('dateEnd', event.target.value)}
          />
        </div>
        <div className="detail-pair">
          <TextField
            label={t('detailSearch.priceMin')}
            type="number"
            min={0}
            inputMode="numeric"
            value={value.priceMin ?? ''}
            onChange={(event) => set('priceMin', toNumber(event.target.value))}
          />
          <TextField
            label={t('detailSearch.priceMax')}
            type="number"
            min={0}
            inputMode="numeric"
            value={value.priceMax ?? ''}
            onChange={(event) => set('priceMax', toNumber(event.target.value))}
          />
        </div>
        <div className="detail-pair">
          <SelectField
            label={t('detailSearch.chatCount')}
            value={value.chatCountMode}
            options={[
              { value: 'any', label: t('detailSearch.chatAny') },
              { value: 'greaterThan', label: t('detailSearch.chatGreater') },
              { value: 'lessThan', label: t('detailSearch.chatLess') },
            ]}
            onChange={(event) => set('chatCountMode', event.target.value as ChatCountMode)}
          />
          <TextField
            label={t('detailSearch.chatValue')}
            type="number"
            min={0}
            inputMode="numeric"
            disabled={value.chatCountMode === 'any'}
            placeholder={value.chatCountMode === 'lessThan' ? '10000' : '0'}
            value={value.chatCount ?? ''}
            onChange={(event) => set('chatCount', toNumber(event.target.value))}
          />
        </div>
        <SelectField
          label={t('detailSearch.sort')}
          value={value.sort}
          options={SORTS.map((sort) => ({
            value: sort,
            label: t(`detailSearch.${SORT_KEYS[sort]}`),
          }))}
          onChange={(event) => set('sort', event.target.value as SearchSort)}
        />
      </div>
      <div className="detail-creators stack">
        <div className="detail-creator-find">
          <TextField
            label={t('detailSearch.creator')}
            placeholder={t('detailSearch.creatorPrompt')}
            value={creatorText}
            onChange={(event) => setCreatorText(event.target.value)}
          />
          <Button variant="secondary" onClick={() => void findCreator()}>
            {t('detailSearch.addCreator')}
          </Button>
        </div>
        {matches.length > 0 ? (
          <ul className="chip-list">
            {matches.map((creator) => (
              <li key={creator.oid}>
                <button
                  type="button"
                  className="creator-chip"
                  title={creator.nickname}
                  onClick={() => {
                    if (!value.creators.some((other) => other.oid === creator.oid))
                      set('creators', [...value.creators, creator])
                    setMatches([])
                    setCreatorText('')
                  }}
                >
                  + {creatorChip(creator.nickname)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {value.creators.length > 0 ? (
          <ul className="chip-list" aria-label={t('detailSearch.creator')}>
            {value.creators.map((creator) => (
              <li key={creator.oid}>
                <button
                  type="button"
                  className="tag-chip tag-chip-removable"
                  title={creator.nickname}
                  aria-label={t('detailSearch.removeCreator', { nickname: creator.nickname })}
                  onClick={() =>
                    set(
                      'creators',
                      value.creators.filter((other) => other.oid !== creator.oid),
                    )
                  }
                >
                  {creatorChip(creator.nickname)}
                  <span aria-hidden="true"> ×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <fieldset className="detail-checks">
        <legend>{t('detailSearch.creatorLangs')}</legend>
        {LANGUAGES.map((language) => (
          <Checkbox
            key={language}
            label={t(`languageNames.${language}`)}
            checked={value.creatorLangs.includes(language)}
            onChange={() => toggle('creatorLangs', language)}
          />
        ))}
      </fieldset>
      <fieldset className="detail-checks">
        <legend>{t('detailSearch.langs')}</legend>
        {LANGUAGES.map((language) => (
          <Checkbox
            key={language}
            label={t(`languageNames.${language}`)}
            checked={value.langs.includes(language)}
            onChange={() => toggle('langs', language)}
          />
        ))}
      </fieldset>
      <fieldset className="detail-checks">
        <legend>{t('detailSearch.contentTypes')}</legend>
        {CONTENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={t(`contentTypes.${type}`)}
            checked={value.contentTypes.includes(type)}
            onChange={() => toggle('contentTypes', type)}
          />
        ))}
      </fieldset>
      {adultAllowed ? (
        <Checkbox
          label={t('detailSearch.adult')}
          checked={value.adult}
          onChange={(event) => set('adult', event.target.checked)}
        />
      ) : null}
      <div className="row">
        <Button type="submit">{t('detailSearch.search')}</Button>
      </div>
    </form>
  )
}
