/** The selected page's fields: title, text, kind, media, who may open it, its options. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ScenarioPage } from '../../platform/content/scenarios/contract'
import { errorText } from '../../web/i18n'
import { Alert, Button, SelectField, TextField } from '../../web/ui'
import {
  accessOf,
  expandPage,
  nextPosition,
  removePage,
  setStart,
  updatePage,
} from './document-commands'
import { OptionFields } from './OptionFields'
import { uploadPageMedia } from './scenario-api'
import type { ScenarioEditor } from './use-scenario-editor'

export function PageInspector({ editor, page }: { editor: ScenarioEditor; page: ScenarioPage }) {
  const { t } = useTranslation('studio')
  const [uploading, setUploading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const change = (patch: Parameters<typeof updatePage>[2]) =>
    editor.apply((document) => updatePage(document, page.id, patch))
  const tiers = page.access.kind === 'tier' ? page.access.tiers : []

  async function chooseMedia(file: File | undefined) {
    if (!file) return
    setUploading(true)
    setFailure(null)
    try {
      const media = await uploadPageMedia(editor.contentOid, file)
      change({ media })
    } catch (error) {
      setFailure(errorText(t, error))
    } finally {
      setUploading(false)
    }
  }

  return (
    <section className="scenario-inspector stack" aria-label={t('scenarioStudio.pageSection')}>
      <h2>{t('scenarioStudio.pageSection')}</h2>
      <TextField
        label={t('scenarioStudio.pageTitle')}
        value={page.title}
        maxLength={120}
        onChange={(event) => change({ title: event.target.value })}
      />
      <label className="field">
        <span className="field-label">{t('scenarioStudio.pageText')}</span>
        <textarea
          className="field-input scenario-textarea"
          value={page.text}
          maxLength={4000}
          rows={5}
          onChange={(event) => change({ text: event.target.value })}
        />
      </label>
      <SelectField
        label={t('scenarioStudio.pageKind')}
        value={page.kind}
        options={[
          { value: 'page', label: t('scenarioStudio.nodePage') },
          { value: 'ending', label: t('scenarioStudio.nodeEnding') },
        ]}
        onChange={(event) => change({ kind: event.target.value as ScenarioPage['kind'] })}
      />
      <div className="field">
        <span className="field-label">{t('scenarioStudio.media')}</span>
        {page.media ? (
          <p className="scenario-media-line">
            {page.media.kind === 'video'
              ? t('scenarioStudio.mediaVideo')
              : t('scenarioStudio.mediaImage')}
            <Button variant="link" onClick={() => change({ media: null })}>
              {t('scenarioStudio.removeMedia')}
            </Button>
          </p>
        ) : null}
        <input
          type="file"
          className="scenario-file"
          accept="image/*,video/mp4,video/webm,video/quicktime"
          aria-label={t('scenarioStudio.chooseMedia')}
          disabled={uploading}
          onChange={(event) => void chooseMedia(event.target.files?.[0])}
        />
        {uploading ? <span className="field-hint">{t('scenarioStudio.uploading')}</span> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      <SelectField
        label={t('scenarioStudio.access')}
        value={page.access.kind}
        options={[
          { value: 'free', label: t('scenarioStudio.accessFree') },
          { value: 'paid', label: t('scenarioStudio.accessPaid') },
          { value: 'tier', label: t('scenarioStudio.accessTier') },
        ]}
        onChange={(event) =>
          change({ access: accessOf(event.target.value as 'free' | 'paid' | 'tier', tiers) })
        }
      />
      {page.access.kind === 'tier' ? (
        <TextField
          label={t('scenarioStudio.tiers')}
          hint={t('scenarioStudio.tiersHint')}
          value={tiers.join(', ')}
          onChange={(event) =>
            change({
              access: accessOf(
                'tier',
                event.target.value
                  .split(',')
                  .map((tier) => tier.trim())
                  .filter(Boolean),
              ),
            })
          }
        />
      ) : null}
      {page.kind === 'page' ? <OptionFields editor={editor} page={page} /> : null}
      <div className="scenario-inspector-actions">
        {page.kind === 'page' && page.options.length < 6 ? (
          <Button
            variant="secondary"
            onClick={() =>
              editor.apply((document) => {
                const titles = {
                  page: t('scenarioStudio.newPage'),
                  option: t('scenarioStudio.newOption'),
                }
                const at = nextPosition(document, page.id)
                const expanded = expandPage(document, page.id, at, titles)
                if (expanded.pageId) editor.select({ kind: 'page', id: expanded.pageId })
                return expanded.document
              })
            }
          >
            {t('scenarioStudio.expandPage')}
          </Button>
        ) : null}
        {editor.document.start === page.id ? (
          <span className="badge">{t('scenarioStudio.isStart')}</span>
        ) : (
          <Button variant="secondary" onClick={() => editor.apply((d) => setStart(d, page.id))}>
            {t('scenarioStudio.makeStart')}
          </Button>
        )}
        <Button
          variant="secondary"
          className="scenario-danger"
          onClick={() => {
            editor.select(null)
            editor.apply((document) => removePage(document, page.id))
          }}
        >
          {t('scenarioStudio.deletePage')}
        </Button>
      </div>
    </section>
  )
}
