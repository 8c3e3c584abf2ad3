/**
 * The creator's gachas (document 2 §2 "gacha creation forms"): the list with each one's
 * state (on sale, hidden, not public yet), hiding and showing, and the form.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GachaTitle } from '../../../platform/content/gacha/contract'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { api, useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'
import { GachaForm } from './GachaForm'
import { emptyDraft, type GachaDraft, viewToDraft } from './gacha-form'
import './gacha.css'

export function GachaPage() {
  const { t } = useTranslation('creator')
  const creatorOid = useSession((state) => state.user?.oid ?? '')
  const [version, setVersion] = useState(0)
  const [editing, setEditing] = useState<GachaDraft>(emptyDraft)
  const [notice, setNotice] = useState<string | null>(null)
  const list = useData(['studio-gachas', creatorOid, version], () =>
    api.get('/content/gacha-title', { creatorOid }),
  )
  const saved = () => {
    setNotice(t('creatorGacha.saved'))
    setEditing(emptyDraft())
    setVersion((value) => value + 1)
  }
  const edit = async (gachaOid: string) => {
    const { gacha } = await api.get('/content/gacha/:id', { id: gachaOid })
    setNotice(null)
    setEditing(viewToDraft(gacha))
  }
  return (
    <CreatorLayout section="gacha" title={t('creatorGacha.title')} lead={t('creatorGacha.lead')}>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <LoadState state={list} />
      {list.data ? (
        <GachaList
          gachas={list.data.gachas}
          onEdit={(oid) => void edit(oid)}
          onChanged={() => setVersion((value) => value + 1)}
        />
      ) : null}
      {list.data ? (
        <GachaForm
          key={editing.gachaOid ?? `new-${version}`}
          initial={editing}
          maxProfitRate={list.data.maxProfitRate}
          onSaved={saved}
          onCancel={() => setEditing(emptyDraft())}
        />
      ) : null}
    </CreatorLayout>
  )
}

function GachaList({
  gachas,
  onEdit,
  onChanged,
}: {
  gachas: GachaTitle[]
  onEdit: (gachaOid: string) => void
  onChanged: () => void
}) {
  const { t } = useTranslation('creator')
  const [error, setError] = useState<unknown>(null)
  if (gachas.length === 0) return <p className="muted">{t('creatorGacha.empty')}</p>
  const toggle = async (gacha: GachaTitle) => {
    setError(null)
    try {
      await api.post('/content/gacha/:id/hide', {
        id: gacha.gachaOid,
        hidden: gacha.state === 'on-sale',
      })
      onChanged()
    } catch (failure) {
      setError(failure)
    }
  }
  return (
    <section className="stack" aria-labelledby="gacha-list">
      <h2 id="gacha-list">{t('creatorGacha.listTitle')}</h2>
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
      <ul className="gacha-studio-list">
        {gachas.map((gacha) => (
          <li key={gacha.gachaOid} className="card gacha-studio-row" data-testid="studio-gacha">
            <div className="stack-tight">
              <strong>{gacha.title}</strong>
              <span className={`gacha-state gacha-state-${gacha.state}`}>
                {t(`creatorGacha.state_${gacha.state}`)}
              </span>
              <span className="muted">
                {t('creatorGacha.rowMeta', { coins: gacha.coins, items: gacha.itemCount })}
              </span>
            </div>
            <div className="row">
              <Button variant="secondary" onClick={() => onEdit(gacha.gachaOid)}>
                {t('creatorGacha.edit')}
              </Button>
              {gacha.state === 'incomplete' ? null : (
                <Button variant="secondary" onClick={() => void toggle(gacha)}>
                  {t(gacha.state === 'on-sale' ? 'creatorGacha.hide' : 'creatorGacha.show')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
