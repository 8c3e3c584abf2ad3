import { useTranslation } from 'react-i18next'
import { COMPARISON_OPERATORS, type Condition, TEXT_SOURCES } from '../../engine/conditions'
import { Button } from '../../web/ui'
import {
  type ConditionModel,
  type ConditionRow,
  conditionFromModel,
  modelFromCondition,
  newRow,
  type RowKind,
} from './condition-rows'
import { CheckInput, NumberInput, SelectInput, TextInput } from './fields'
import { useNodeOptions, useVariables } from './use-node-options'

const ROW_KINDS = ['variable', 'turn', 'scene', 'contains', 'matches'] as const

/** Builds a condition from menus and fields: no expression to type, no code. */
export function ConditionBuilder({
  value,
  onChange,
}: {
  value: Condition
  onChange: (condition: Condition) => void
}) {
  const { t } = useTranslation('studio')
  const variables = useVariables()
  const scenes = useNodeOptions('story')
  const model = modelFromCondition(value)
  const commit = (next: ConditionModel) => onChange(conditionFromModel(next))
  const setRow = (index: number, row: ConditionRow) =>
    commit({ ...model, rows: model.rows.map((entry, at) => (at === index ? row : entry)) })
  const operators = COMPARISON_OPERATORS.map((op) => ({
    value: op,
    label: t(`studioField.op_${opName(op)}`),
  }))

  return (
    <div className="condition-builder">
      <SelectInput
        label={t('studioField.conditionMode')}
        value={model.mode}
        options={(['always', 'all', 'any'] as const).map((mode) => ({
          value: mode,
          label: t(`studioField.mode_${mode}`),
        }))}
        onChange={(mode) =>
          commit({
            mode,
            rows:
              mode !== 'always' && model.rows.length === 0
                ? [newRow('variable', variables[0]?.name)]
                : model.rows,
          })
        }
      />
      {model.mode !== 'always' ? (
        <ol className="condition-rows">
          {model.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
            <li key={index} className="condition-row">
              {row.kind === 'raw' ? (
                <p className="field-hint">{t('studioField.rawCondition')}</p>
              ) : (
                <SelectInput
                  label={t('studioField.rowKind')}
                  value={row.kind as Exclude<RowKind, 'raw'>}
                  options={ROW_KINDS.map((kind) => ({
                    value: kind,
                    label: t(`studioField.rowKind_${kind}`),
                  }))}
                  onChange={(kind) =>
                    setRow(index, newRow(kind, variables[0]?.name, scenes[0]?.value))
                  }
                />
              )}
              {row.kind === 'variable' ? (
                <>
                  <SelectInput
                    label={t('studioField.variable')}
                    value={row.name}
                    options={[
                      { value: '', label: t('studioField.chooseVariable') },
                      ...variables.map((variable) => ({
                        value: variable.name,
                        label: variable.name,
                      })),
                    ]}
                    onChange={(name) =>
                      setRow(index, {
                        ...row,
                        name,
                        value: defaultFor(variables.find((v) => v.name === name)?.valueType),
                      })
                    }
                  />
                  <SelectInput
                    label={t('studioField.operator')}
                    value={row.op}
                    options={operators}
                    onChange={(op) => setRow(index, { ...row, op })}
                  />
                  {typeof row.value === 'boolean' ? (
                    <CheckInput
                      label={t('studioField.valueTrue')}
                      checked={row.value}
                      onChange={(value) => setRow(index, { ...row, value })}
                    />
                  ) : typeof row.value === 'number' ? (
                    <NumberInput
                      label={t('studioField.value')}
                      value={row.value}
                      onChange={(value) => setRow(index, { ...row, value: value ?? 0 })}
                    />
                  ) : (
                    <TextInput
                      label={t('studioField.value')}
                      value={row.value}
                      onChange={(value) => setRow(index, { ...row, value })}
                    />
                  )}
                </>
              ) : null}
              {row.kind === 'turn' ? (
                <>
                  <SelectInput
                    label={t('studioField.operator')}
                    value={row.op}
                    options={operators}
                    onChange={(op) => setRow(index, { ...row, op })}
                  />
                  <NumberInput
                    label={t('studioField.turnNumber')}
                    value={row.value}
                    min={0}
                    onChange={(value) => setRow(index, { ...row, value: value ?? 0 })}
                  />
                </>
              ) : null}
              {row.kind === 'scene' ? (
                <SelectInput
                  label={t('studioField.scene')}
                  value={row.sceneId}
                  options={[{ value: '', label: t('studioField.chooseScene') }, ...scenes]}
                  onChange={(sceneId) => setRow(index, { ...row, sceneId })}
                />
              ) : null}
              {row.kind === 'contains' || row.kind === 'matches' ? (
                <SelectInput
                  label={t('studioField.textSource')}
                  value={row.source}
                  options={TEXT_SOURCES.map((source) => ({
                    value: source,
                    label: t(`studioField.source_${source}`),
                  }))}
                  onChange={(source) => setRow(index, { ...row, source })}
                />
              ) : null}
              {row.kind === 'contains' ? (
                <TextInput
                  label={t('studioField.containsText')}
                  value={row.text}
                  onChange={(text) => setRow(index, { ...row, text })}
                />
              ) : null}
              {row.kind === 'matches' ? (
                <TextInput
                  label={t('studioField.pattern')}
                  value={row.pattern}
                  onChange={(pattern) => setRow(index, { ...row, pattern })}
                  hint={t('studioField.patternHint')}
                />
              ) : null}
              <CheckInput
                label={t('studioField.negate')}
                checked={row.negate}
                onChange={(negate) => setRow(index, { ...row, negate })}
              />
              <Button
                variant="link"
                onClick={() =>
                  commit({ ...model, rows: model.rows.filter((_, at) => at !== index) })
                }
              >
                {t('studioField.removeRow')}
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      {model.mode !== 'always' ? (
        <Button
          variant="secondary"
          onClick={() =>
            commit({ ...model, rows: [...model.rows, newRow('variable', variables[0]?.name)] })
          }
        >
          {t('studioField.addRow')}
        </Button>
      ) : null}
    </div>
  )
}

function defaultFor(type: 'string' | 'number' | 'boolean' | undefined) {
  return type === 'string' ? '' : type === 'boolean' ? true : 0
}

/** i18n-safe names of the operators. */
function opName(op: (typeof COMPARISON_OPERATORS)[number]) {
  return ({ '==': 'eq', '!=': 'ne', '<': 'lt', '<=': 'le', '>': 'gt', '>=': 'ge' } as const)[op]
}
