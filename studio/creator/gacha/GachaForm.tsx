/**
 * The gacha form: title, coins per pull, profit rate and the items, each with a name, an
 * image address, a rank, a chance and a refund rate. The chances' total is checked as the
 * creator types; saving waits until nothing is missing and the total is exactly 100 %.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../web/i18n'
import { api } from '../../../web/session'
import { Alert, Button, TextField } from '../../../web/ui'
import {
  basisPointsToPercent,
  CHANCE_TOTAL,
  chanceSum,
  type DraftProblem,
  draftProblems,
  draftToInput,
  emptyItem,
  type GachaDraft,
  type ItemDraft,
} from './gacha-form'

export function GachaForm({
  initial,
  maxProfitRate,
  onSaved,
  onCancel,
}: {
  initial: GachaDraft
  maxProfitRate: number
  onSaved: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('creator')
  const [draft, setDraft] = useState(initial)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const problems = draftProblems(draft, maxProfitRate)
  const set = (changes: Partial<GachaDraft>) => setDraft((value) => ({ ...value, ...changes }))
  const setItem = (index: number, changes: Partial<ItemDraft>) =>
    set({ items: draft.items.map((item, at) => (at === index ? { ...item, ...changes } : item)) })

  async function save() {
    setPending(true)
    setError(null)
    try {
      await api.post('/content/gacha', draftToInput(draft))
      onSaved()
    } catch (failure) {
      setError(failure)
    } finally {
      setPending(false)
    }
  }

  const has = (problem: DraftProblem) => problems.includes(problem)
  // Coins and the profit rate say theirs under their fields, the live total says the sum's.
  const listed = problems.filter(
    (problem) => problem !== 'coins' && problem !== 'profitRate' && problem !== 'sum',
  )
  return (
    <form
      className="creator-card stack gacha-form"
      aria-labelledby="gacha-form-title"
      onSubmit={(event) => {
        event.preventDefault()
        if (problems.length === 0) void save()
      }}
    >
      <h2 id="gacha-form-title">
        {t(draft.gachaOid ? 'creatorGacha.editTitle' : 'creatorGacha.newTitle')}
      </h2>
      <TextField
        label={t('creatorGacha.name')}
        value={draft.title}
        maxLength={80}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextField
        label={t('creatorGacha.description')}
        value={draft.description}
        maxLength={1000}
        onChange={(event) => set({ description: event.target.value })}
      />
      <div className="gacha-form-numbers">
        <TextField
          label={t('creatorGacha.coins')}
          hint={t('creatorGacha.coinsHint')}
          inputMode="numeric"
          value={draft.coins}
          error={has('coins') ? t('creatorGacha.problem_coins') : null}
          onChange={(event) => set({ coins: event.target.value })}
        />
        <TextField
          label={t('creatorGacha.profitRate')}
          hint={t('creatorGacha.profitRateHint', { max: maxProfitRate })}
          inputMode="numeric"
          value={draft.profitRate}
          error={
            has('profitRate') ? t('creatorGacha.problem_profitRate', { max: maxProfitRate }) : null
          }
          onChange={(event) => set({ profitRate: event.target.value })}
        />
      </div>
      <ItemsTable draft={draft} setItem={setItem} set={set} />
      <ChanceTotal items={draft.items} />
      {listed.length > 0 ? (
        <ul className="gacha-problems" data-testid="gacha-problems">
          {listed.map((problem) => (
            <li key={problem}>{t(`creatorGacha.problem_${problem}`)}</li>
          ))}
        </ul>
      ) : null}
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
      <div className="row">
        <Button
          type="submit"
          busy={pending}
          disabled={problems.length > 0}
          data-testid="gacha-save"
        >
          {t('creatorGacha.save')}
        </Button>
        {draft.gachaOid ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('creatorGacha.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

function ChanceTotal({ items }: { items: readonly ItemDraft[] }) {
  const { t } = useTranslation('creator')
  const sum = chanceSum(items)
  const exact = sum === CHANCE_TOTAL
  return (
    <p
      className={`gacha-total ${exact ? 'gacha-total-ok' : 'gacha-total-off'}`}
      role="status"
      data-testid="gacha-total"
    >
      {t('creatorGacha.total', { total: basisPointsToPercent(sum) })}{' '}
      {exact ? t('creatorGacha.totalOk') : t('creatorGacha.problem_sum')}
    </p>
  )
}

function ItemsTable({
  draft,
  setItem,
  set,
}: {
  draft: GachaDraft
  setItem: (index: number, changes: Partial<ItemDraft>) => void
  set: (changes: Partial<GachaDraft>) => void
}) {
  const { t } = useTranslation('creator')
  return (
    <fieldset className="stack gacha-items">
      <legend>{t('creatorGacha.items')}</legend>
      <ol className="gacha-item-list">
        {draft.items.map((item, index) => (
          // Items have no ids until saved; their place is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="gacha-item-row" data-testid="gacha-item">
            <TextField
              label={t('creatorGacha.itemName')}
              value={item.name}
              maxLength={60}
              onChange={(event) => setItem(index, { name: event.target.value })}
            />
            <TextField
              label={t('creatorGacha.itemRank')}
              value={item.rank}
              maxLength={16}
              placeholder="SSR"
              onChange={(event) => setItem(index, { rank: event.target.value })}
            />
            <TextField
              label={t('creatorGacha.itemChance')}
              inputMode="decimal"
              value={item.chance}
              onChange={(event) => setItem(index, { chance: event.target.value })}
            />
            <TextField
              label={t('creatorGacha.itemRefund')}
              inputMode="numeric"
              value={item.refundRate}
              onChange={(event) => setItem(index, { refundRate: event.target.value })}
            />
            <TextField
              label={t('creatorGacha.itemImage')}
              value={item.imageUrl}
              placeholder="https://"
              onChange={(event) => setItem(index, { imageUrl: event.target.value })}
            />
            <div className="gacha-item-remove">
              <Button
                type="button"
                variant="link"
                disabled={draft.items.length === 1}
                onClick={() => set({ items: draft.items.filter((_, at) => at !== index) })}
              >
                {t('creatorGacha.removeItem')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={draft.items.length >= 50}
          onClick={() => set({ items: [...draft.items, emptyItem()] })}
          data-testid="gacha-add-item"
        >
          {t('creatorGacha.addItem')}
        </Button>
      </div>
    </fieldset>
  )
}
