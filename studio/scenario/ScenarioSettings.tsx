/** With nothing selected: the scenario's cover (publishing needs one) and its variables. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { Alert, Button, TextField } from '../../web/ui'
import { freshId, setVariables } from './document-commands'
import { scenarioApi, uploadCover } from './scenario-api'
import type { ScenarioEditor } from './use-scenario-editor'

export function ScenarioSettings({ editor }: { editor: ScenarioEditor }) {
  const { t } = useTranslation('studio')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { variables } = editor.document
  const setVariable = (index: number, patch: Partial<(typeof variables)[number]>) =>
    editor.apply((d) =>
      setVariables(
        d,
        d.variables.map((v, n) => (n === index ? { ...v, ...patch } : v)),
      ),
    )

  async function chooseCover(file: File | undefined) {
    if (!file) return
    setBusy(true)
    setFailure(null)
    try {
      const address = await uploadCover(editor.contentOid, file)
      await scenarioApi.setCover(editor.contentOid, address)
      editor.setLoaded({ ...editor.loaded, thumbnail: address })
    } catch (error) {
      setFailure(errorText(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="scenario-inspector stack" aria-label={t('scenarioStudio.settings')}>
      <h2>{t('scenarioStudio.settings')}</h2>
      <p className="muted">{t('scenarioStudio.settingsLead')}</p>
      <div className="field">
        <span className="field-label">{t('scenarioStudio.cover')}</span>
        {editor.loaded.thumbnail ? (
          <img className="scenario-cover" src={editor.loaded.thumbnail} alt="" />
        ) : (
          <span className="field-hint">{t('scenarioStudio.coverNeeded')}</span>
        )}
        <input
          type="file"
          className="scenario-file"
          accept="image/png,image/jpeg,image/webp"
          aria-label={t('scenarioStudio.chooseCover')}
          disabled={busy}
          onChange={(event) => void chooseCover(event.target.files?.[0])}
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      <fieldset className="scenario-options">
        <legend>{t('scenarioStudio.variables')}</legend>
        <p className="field-hint">{t('scenarioStudio.variablesHint')}</p>
        {variables.map((variable, index) => (
          <div className="scenario-effect" key={variable.id}>
            <TextField
              label={t('scenarioStudio.variableName')}
              value={variable.name}
              maxLength={40}
              onChange={(event) => setVariable(index, { name: event.target.value })}
            />
            <TextField
              label={t('scenarioStudio.variableInitial')}
              type="number"
              value={variable.initial}
              onChange={(event) => setVariable(index, { initial: Number(event.target.value) || 0 })}
            />
          </div>
        ))}
        {variables.length < 2 ? (
          <Button
            variant="secondary"
            onClick={() =>
              editor.apply((d) =>
                setVariables(d, [
                  ...d.variables,
                  { id: freshId(d, 'var'), name: t('scenarioStudio.variableDefault'), initial: 0 },
                ]),
              )
            }
          >
            {t('scenarioStudio.addVariable')}
          </Button>
        ) : null}
      </fieldset>
    </section>
  )
}
