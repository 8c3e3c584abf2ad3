import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SystemPromptView } from '../../platform/chat/admin/contract'
import { useAction, useData } from '../../web/calls'
import { Alert, Button, SelectField } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminApi } from './admin-api'
import { type DiffLine, lineDiff } from './line-diff'

const PROMPT_TYPES = ['roleplay', 'novel', 'game-master'] as const
const LANGUAGES = ['en', 'ko', 'jp', 'es'] as const
type Language = (typeof LANGUAGES)[number]

/**
 * Story chat's system prompts per type and language: the versions, newest first, the one
 * in use marked; a new version saved from the editor goes live at once; an older one can be
 * compared with the live text line by line and made live again.
 */
export function SystemPromptsPage() {
  const { t, i18n } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [promptType, setPromptType] = useState<string>('roleplay')
  const [language, setLanguage] = useState<Language>('en')
  const [draft, setDraft] = useState<string | null>(null)
  const [comparing, setComparing] = useState<string | null>(null)
  const list = useData(`system-prompts:${version}`, () => adminApi.systemPrompts())
  const versions = (list.data?.prompts ?? [])
    .filter((prompt) => prompt.promptType === promptType && prompt.language === language)
    .sort((a, b) => b.version - a.version)
  const live = versions.find((prompt) => prompt.active) ?? null
  const liveText = live?.text ?? list.data?.defaults[language]?.[promptType] ?? ''
  const text = draft ?? liveText
  const compared = versions.find((prompt) => prompt.oid === comparing) ?? null
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  function choose(next: { promptType?: string; language?: Language }) {
    if (next.promptType) setPromptType(next.promptType)
    if (next.language) setLanguage(next.language)
    setDraft(null)
    setComparing(null)
  }

  async function save() {
    if (!window.confirm(t('admin.promptSaveConfirm'))) return
    const saved = await act(
      () => adminApi.saveSystemPrompt({ promptType, language, text: text.trim() }),
      (result) => t('admin.promptSaved', { version: result.version }),
    )
    if (saved) setDraft(null)
  }

  function activate(prompt: SystemPromptView) {
    if (!window.confirm(t('admin.promptActivateConfirm', { version: prompt.version }))) return
    void act(
      () => adminApi.activateSystemPrompt(prompt.oid),
      t('admin.promptActivated', { version: prompt.version }),
    )
    setComparing(null)
  }

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack">
        <div className="admin-inline-form">
          <SelectField
            label={t('admin.promptType')}
            value={promptType}
            onChange={(event) => choose({ promptType: event.target.value })}
            options={PROMPT_TYPES.map((value) => ({
              value,
              label: t(`admin.promptType_${value}`),
            }))}
          />
          <SelectField
            label={t('admin.promptLanguage')}
            value={language}
            onChange={(event) => choose({ language: event.target.value as Language })}
            options={LANGUAGES.map((value) => ({ value, label: t(`admin.language_${value}`) }))}
          />
        </div>
        <LoadState state={list} />
        <div className="field">
          <label className="field-label" htmlFor="system-prompt-text">
            {live ? t('admin.promptLive', { version: live.version }) : t('admin.promptDefault')}
          </label>
          <textarea
            id="system-prompt-text"
            className="field-input admin-prompt-text"
            rows={12}
            maxLength={20_000}
            value={text}
            onChange={(event) => setDraft(event.target.value)}
          />
          <p className="field-hint">{t('admin.promptHint', { count: text.length })}</p>
        </div>
        <div className="admin-actions">
          <Button
            variant="secondary"
            disabled={busy || draft === null}
            onClick={() => setDraft(null)}
          >
            {t('admin.promptDiscard')}
          </Button>
          <Button
            disabled={busy || draft === null || !text.trim() || text.trim() === liveText.trim()}
            onClick={() => void save()}
          >
            {t('admin.promptSave')}
          </Button>
        </div>
      </section>
      <section className="creator-card stack" aria-labelledby="prompt-versions">
        <h2 id="prompt-versions" className="creator-card-title">
          {t('admin.promptVersions')}
        </h2>
        {list.data && versions.length === 0 ? (
          <p className="muted">{t('admin.promptNoVersions')}</p>
        ) : null}
        <ul className="admin-prompt-versions">
          {versions.map((prompt) => (
            <li key={prompt.oid} className="admin-prompt-version">
              <div className="admin-audit-head">
                <strong>{t('admin.promptVersion', { version: prompt.version })}</strong>
                {prompt.active ? (
                  <span className="admin-voice-on">{t('admin.promptInUse')}</span>
                ) : null}
                <span className="muted">{date(prompt.createdAt)}</span>
              </div>
              {prompt.active ? null : (
                <div className="admin-actions">
                  <Button
                    variant="secondary"
                    aria-pressed={comparing === prompt.oid}
                    onClick={() => setComparing(comparing === prompt.oid ? null : prompt.oid)}
                  >
                    {t('admin.promptCompare')}
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={() => activate(prompt)}>
                    {t('admin.promptActivate')}
                  </Button>
                </div>
              )}
              {compared?.oid === prompt.oid ? (
                <DiffView lines={lineDiff(liveText, prompt.text)} />
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** The live text against a version: lines it removes and adds, marked in words too. */
function DiffView({ lines }: { lines: DiffLine[] }) {
  const { t } = useTranslation('studio')
  // A line's place in the comparison is its identity: the list is rebuilt, never reordered.
  const keyed = lines.map((line, place) => ({ ...line, key: `${place}` }))
  return (
    <ol className="admin-diff" aria-label={t('admin.promptDiff')}>
      {keyed.map((line) => (
        <li key={line.key} className={`admin-diff-line admin-diff-${line.kind}`}>
          <span className="admin-diff-mark" aria-hidden="true">
            {line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '}
          </span>
          <span>
            {line.kind === 'same' ? null : (
              <span className="visually-hidden">{t(`admin.diff_${line.kind}`)}: </span>
            )}
            {line.text || ' '}
          </span>
        </li>
      ))}
    </ol>
  )
}
