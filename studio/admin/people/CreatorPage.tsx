import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUserView } from '../../../platform/accounts/contract'
import type { PartnerLevel } from '../../../platform/channels/contract'
import type { Role } from '../../../platform/http/env'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, SelectField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { adminApi } from '../admin-api'
import { UserFinder } from '../UserFinder'
import { CreatorTagsPanel } from './CreatorTagsPanel'
import { peopleApi } from './people-api'

// The channels contract's levels, in its order (a type-only import keeps server code out).
const LEVELS = ['partner', 'free', 'standard', 'plus'] as const satisfies readonly PartnerLevel[]

/**
 * The creator role and a channel's partner level: find the account, grant or take the
 * creator role (its other roles stay), and set the partner level of a registered channel,
 * each after confirming.
 */
export function CreatorPage() {
  const [chosen, setChosen] = useState<AdminUserView | null>(null)
  return (
    <div className="stack">
      <UserFinder chosen={chosen} onChoose={setChosen} />
      {chosen ? <CreatorCard key={chosen.oid} oid={chosen.oid} /> : null}
    </div>
  )
}

function CreatorCard({ oid }: { oid: string }) {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const detail = useData(['admin-creator', oid, version], () => peopleApi.creator(oid))
  const [level, setLevel] = useState<PartnerLevel | null>(null)
  const creator = detail.data?.creator
  if (!creator) return <LoadState state={detail} />
  const name = creator.nickname
  const isCreator = creator.roles.includes('creator')
  const roles = creator.roles as Role[]

  function toggleRole() {
    const key = isCreator ? 'admin.creatorRevokeConfirm' : 'admin.creatorGrantConfirm'
    if (!window.confirm(t(key, { name }))) return
    const next = isCreator ? roles.filter((role) => role !== 'creator') : [...roles, 'creator']
    void act(
      () => adminApi.setRoles(oid, next as Role[]),
      t(isCreator ? 'admin.creatorRevoked' : 'admin.creatorGranted', { name }),
    )
  }
  function saveLevel(chosen: PartnerLevel) {
    const label = t(`admin.partnerLevel_${chosen}`)
    if (!window.confirm(t('admin.creatorLevelConfirm', { name, level: label }))) return
    void act(
      () => peopleApi.setPartnerLevel(oid, chosen),
      t('admin.creatorLevelSaved', { name, level: label }),
    ).then((done) => done && setLevel(null))
  }

  const channel = creator.channel
  const shown = level ?? (channel?.partnerLevel as PartnerLevel | undefined) ?? 'free'
  return (
    <section className="creator-card stack" aria-labelledby="creator-title">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <h2 id="creator-title" className="creator-card-title">
        {name}
      </h2>
      <dl className="admin-facts">
        <dt>{t('admin.creatorRole')}</dt>
        <dd>{isCreator ? t('admin.on') : t('admin.off')}</dd>
        <dt>{t('admin.creatorChannel')}</dt>
        <dd>{channel ? (channel.customUrl ?? '—') : t('admin.creatorNoChannel')}</dd>
        <dt>{t('admin.creatorContents')}</dt>
        <dd>{creator.contentCount ?? '—'}</dd>
      </dl>
      <div className="admin-actions">
        <Button variant={isCreator ? 'secondary' : 'primary'} disabled={busy} onClick={toggleRole}>
          {isCreator ? t('admin.creatorRevoke') : t('admin.creatorGrant')}
        </Button>
      </div>
      {channel ? (
        <div className="admin-inline-form">
          <SelectField
            label={t('admin.creatorLevel')}
            value={shown}
            onChange={(event) => setLevel(event.target.value as PartnerLevel)}
            options={LEVELS.map((value) => ({ value, label: t(`admin.partnerLevel_${value}`) }))}
          />
          <Button disabled={busy || level === null} onClick={() => saveLevel(shown)}>
            {t('admin.creatorLevelSave')}
          </Button>
        </div>
      ) : (
        <p className="muted">{t('admin.creatorLevelNeedsChannel')}</p>
      )}
      {isCreator ? <CreatorTagsPanel oid={oid} name={name} /> : null}
    </section>
  )
}
