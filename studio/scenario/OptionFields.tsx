/**
 * A page's options: each one's label, the page it leads to, one condition (a choice made
 * earlier, or a variable's value) and one effect on a variable. The document holds more
 * of each; the inspector edits the first.
 */
import { useTranslation } from 'react-i18next'
import type {
  ScenarioCondition,
  ScenarioEffect,
  ScenarioOption,
  ScenarioPage,
} from '../../platform/content/scenarios/contract'
import { Button, SelectField, TextField } from '../../web/ui'
import { connect, removeOption, updateOption } from './document-commands'
import type { ScenarioEditor } from './use-scenario-editor'

const conditionValue = (condition: ScenarioCondition | undefined) =>
  !condition
    ? ''
    : condition.kind === 'variable'
      ? `variable:${condition.variable}`
      : `${condition.kind}:${condition.optionId}`

function OptionRow({ editor, option }: { editor: ScenarioEditor; option: ScenarioOption }) {
  const { t } = useTranslation('studio')
  const { document } = editor
  const change = (patch: Partial<Omit<ScenarioOption, 'id'>>) =>
    editor.apply((d) => updateOption(d, option.id, patch))
  const others = document.pages.flatMap((page) => page.options).filter((o) => o.id !== option.id)
  const condition = option.when[0]
  const effect = option.effects[0]
  const setCondition = (value: string) => {
    const [kind, ref = ''] = value.split(':')
    const next: ScenarioCondition[] =
      kind === 'variable'
        ? [{ kind: 'variable', variable: ref, op: '>=', value: 1 }]
        : kind === 'chose' || kind === 'notChose'
          ? [{ kind, optionId: ref }]
          : []
    change({ when: next })
  }
  const setEffect = (variable: string, value: number) =>
    change({ effects: variable ? [{ variable, op: 'add', value } satisfies ScenarioEffect] : [] })
  return (
    <li className="scenario-option stack" data-testid="scenario-option">
      <TextField
        label={t('scenarioStudio.optionLabel')}
        value={option.label}
        maxLength={120}
        onChange={(event) => change({ label: event.target.value })}
      />
      <SelectField
        label={t('scenarioStudio.optionTarget')}
        value={option.to}
        options={document.pages.map((page) => ({ value: page.id, label: page.title || page.id }))}
        onChange={(event) => change({ to: event.target.value })}
      />
      <SelectField
        label={t('scenarioStudio.condition')}
        value={conditionValue(condition)}
        options={[
          { value: '', label: t('scenarioStudio.always') },
          ...others.flatMap((o) => [
            {
              value: `chose:${o.id}`,
              label: t('scenarioStudio.ifChose', { label: o.label || o.id }),
            },
            {
              value: `notChose:${o.id}`,
              label: t('scenarioStudio.ifNotChose', { label: o.label || o.id }),
            },
          ]),
          ...document.variables.map((v) => ({
            value: `variable:${v.id}`,
            label: t('scenarioStudio.ifVariable', { name: v.name }),
          })),
        ]}
        onChange={(event) => setCondition(event.target.value)}
      />
      {condition?.kind === 'variable' ? (
        <TextField
          label={t('scenarioStudio.atLeast')}
          type="number"
          value={condition.value}
          onChange={(event) =>
            change({ when: [{ ...condition, value: Number(event.target.value) || 0 }] })
          }
        />
      ) : null}
      {document.variables.length > 0 ? (
        <div className="scenario-effect">
          <SelectField
            label={t('scenarioStudio.effect')}
            value={effect?.variable ?? ''}
            options={[
              { value: '', label: t('scenarioStudio.noEffect') },
              ...document.variables.map((v) => ({ value: v.id, label: v.name })),
            ]}
            onChange={(event) => setEffect(event.target.value, effect?.value ?? 1)}
          />
          {effect ? (
            <TextField
              label={t('scenarioStudio.addAmount')}
              type="number"
              value={effect.value}
              onChange={(event) => setEffect(effect.variable, Number(event.target.value) || 0)}
            />
          ) : null}
        </div>
      ) : null}
      <Button variant="link" onClick={() => editor.apply((d) => removeOption(d, option.id))}>
        {t('scenarioStudio.removeOption')}
      </Button>
    </li>
  )
}

export function OptionFields({ editor, page }: { editor: ScenarioEditor; page: ScenarioPage }) {
  const { t } = useTranslation('studio')
  const target = editor.document.pages.find((candidate) => candidate.id !== page.id) ?? page
  return (
    <fieldset className="scenario-options">
      <legend>{t('scenarioStudio.options')}</legend>
      <ol className="stack">
        {page.options.map((option) => (
          <OptionRow key={option.id} editor={editor} option={option} />
        ))}
      </ol>
      {page.options.length < 6 ? (
        <Button
          variant="secondary"
          onClick={() =>
            editor.apply(
              (d) => connect(d, page.id, target.id, t('scenarioStudio.newOption')).document,
            )
          }
        >
          {t('scenarioStudio.addOption')}
        </Button>
      ) : null}
    </fieldset>
  )
}
