import { useTranslation } from 'react-i18next'
import {
  LOREBOOK_POSITIONS,
  LOREBOOK_ROLES,
  type LorebookEntryNode,
  SELECTIVE_LOGICS,
} from '../../engine/canvas'
import {
  CheckInput,
  ListInput,
  LongText,
  NumberInput,
  SelectInput,
  TextInput,
  useFieldProblems,
} from './fields'
import { useNodeUpdate } from './use-node-update'

type Data = LorebookEntryNode['data']
const TRISTATE = ['default', 'yes', 'no'] as const
const fromTri = (value: (typeof TRISTATE)[number]) => (value === 'default' ? null : value === 'yes')
const toTri = (value: boolean | null) => (value === null ? 'default' : value ? 'yes' : 'no')
const whole = (value: number | null, min = 0) => Math.max(min, Math.round(value ?? min))

/** Every field of a lorebook entry, grouped as SillyTavern writers know them. */
export function LorebookInspector({ node }: { node: LorebookEntryNode }) {
  const { t } = useTranslation('studio')
  const { set } = useNodeUpdate<Data>(node.id)
  const d = node.data
  const tri = TRISTATE.map((value) => ({ value, label: t(`studioField.tri_${value}`) }))
  return (
    <>
      <TextInput
        label={t('studioField.entryName')}
        value={d.name}
        onChange={(v) => set('name', v)}
        error={useFieldProblems(node.id, 'name')}
      />
      <CheckInput
        label={t('studioField.enabled')}
        checked={d.enabled}
        onChange={(v) => set('enabled', v)}
      />
      <ListInput
        label={t('studioField.keys')}
        value={d.keys}
        onChange={(v) => set('keys', v)}
        hint={t('studioField.keysHint')}
        error={useFieldProblems(node.id, 'keys')}
      />
      <ListInput
        label={t('studioField.secondaryKeys')}
        value={d.secondaryKeys}
        onChange={(v) => set('secondaryKeys', v)}
        error={useFieldProblems(node.id, 'secondaryKeys')}
      />
      <SelectInput
        label={t('studioField.selectiveLogic')}
        value={d.selectiveLogic}
        options={SELECTIVE_LOGICS.map((value) => ({
          value,
          label: t(`studioField.logic_${value}`),
        }))}
        onChange={(v) => set('selectiveLogic', v)}
      />
      <LongText
        label={t('studioField.content')}
        value={d.content}
        onChange={(v) => set('content', v)}
        error={useFieldProblems(node.id, 'content')}
      />
      <CheckInput
        label={t('studioField.constant')}
        checked={d.constant}
        onChange={(v) => set('constant', v)}
      />
      <div className="inspector-grid">
        <NumberInput
          label={t('studioField.priority')}
          value={d.priority}
          onChange={(v) => set('priority', v ?? 0)}
        />
        <NumberInput
          label={t('studioField.sticky')}
          value={d.sticky}
          min={0}
          onChange={(v) => set('sticky', whole(v))}
        />
        <NumberInput
          label={t('studioField.cooldown')}
          value={d.cooldown}
          min={0}
          onChange={(v) => set('cooldown', whole(v))}
        />
        <NumberInput
          label={t('studioField.delay')}
          value={d.delay}
          min={0}
          onChange={(v) => set('delay', whole(v))}
        />
        <NumberInput
          label={t('studioField.probability')}
          value={d.probability}
          min={0}
          max={100}
          onChange={(v) => set('probability', Math.min(100, Math.max(0, v ?? 100)))}
        />
        <NumberInput
          label={t('studioField.scanDepth')}
          value={d.scanDepth}
          min={0}
          onChange={(v) => set('scanDepth', v === null ? null : whole(v))}
          hint={t('studioField.scanDepthHint')}
        />
      </div>
      <CheckInput
        label={t('studioField.useProbability')}
        checked={d.useProbability}
        onChange={(v) => set('useProbability', v)}
      />
      <SelectInput
        label={t('studioField.caseSensitive')}
        value={toTri(d.caseSensitive)}
        options={tri}
        onChange={(v) => set('caseSensitive', fromTri(v))}
      />
      <SelectInput
        label={t('studioField.matchWholeWords')}
        value={toTri(d.matchWholeWords)}
        options={tri}
        onChange={(v) => set('matchWholeWords', fromTri(v))}
      />
      <SelectInput
        label={t('studioField.position')}
        value={d.position}
        options={LOREBOOK_POSITIONS.map((value) => ({
          value,
          label: t(`studioField.position_${value}`),
        }))}
        onChange={(v) => set('position', v)}
      />
      {d.position === 'atDepth' ? (
        <div className="inspector-grid">
          <NumberInput
            label={t('studioField.depth')}
            value={d.depth}
            min={0}
            onChange={(v) => set('depth', whole(v))}
          />
          <SelectInput
            label={t('studioField.role')}
            value={d.role}
            options={LOREBOOK_ROLES.map((value) => ({
              value,
              label: t(`studioField.role_${value}`),
            }))}
            onChange={(v) => set('role', v)}
          />
        </div>
      ) : null}
      <CheckInput
        label={t('studioField.budgetExempt')}
        checked={d.budgetExempt}
        onChange={(v) => set('budgetExempt', v)}
      />
      <TextInput label={t('studioField.group')} value={d.group} onChange={(v) => set('group', v)} />
      <div className="inspector-grid">
        <CheckInput
          label={t('studioField.groupOverride')}
          checked={d.groupOverride}
          onChange={(v) => set('groupOverride', v)}
        />
        <NumberInput
          label={t('studioField.groupWeight')}
          value={d.groupWeight}
          min={0}
          onChange={(v) => set('groupWeight', Math.max(0, v ?? 100))}
        />
      </div>
      <CheckInput
        label={t('studioField.excludeRecursion')}
        checked={d.excludeRecursion}
        onChange={(v) => set('excludeRecursion', v)}
      />
      <CheckInput
        label={t('studioField.preventRecursion')}
        checked={d.preventRecursion}
        onChange={(v) => set('preventRecursion', v)}
      />
      <CheckInput
        label={t('studioField.delayUntilRecursion')}
        // A level (imported from SillyTavern) reads as on; switching on again keeps it.
        checked={d.delayUntilRecursion === true || Number(d.delayUntilRecursion) > 0}
        onChange={(v) => set('delayUntilRecursion', v ? d.delayUntilRecursion || true : false)}
      />
      <p className="field-hint">{t('studioField.scopeHint')}</p>
    </>
  )
}
