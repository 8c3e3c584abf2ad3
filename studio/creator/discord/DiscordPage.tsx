import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TierView } from '../../../platform/channels/contract'
import type { DiscordResponse } from '../../../platform/discord/contract'
import { useAction, useData } from '../../../web/calls'
import { api, useSession } from '../../../web/session'
import { Alert, Button, TextField } from '../../../web/ui'
import { isDiscordId } from '../rules'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'

/** Discord linking: the creator's server (guild) id and the role each tier grants. */
export function DiscordPage() {
  const { t } = useTranslation('creator')
  const creatorOid = useSession((state) => state.user?.oid ?? '')
  const link = useData(`discord:${creatorOid}`, () => api.get('/discord', { creatorOid }))
  const tiers = useData(`tiers:${creatorOid}`, () =>
    api.get('/account/subscription_tiers', { creatorOid }),
  )
  return (
    <CreatorLayout
      section="discord"
      title={t('creatorDiscord.title')}
      lead={t('creatorDiscord.lead')}
    >
      <LoadState state={link} />
      {link.data ? (
        <DiscordForm
          creatorOid={creatorOid}
          initial={link.data}
          tiers={tiers.data?.tiers ?? []}
          onSaved={link.replace}
        />
      ) : null}
    </CreatorLayout>
  )
}

function DiscordForm({
  creatorOid,
  initial,
  tiers,
  onSaved,
}: {
  creatorOid: string
  initial: DiscordResponse
  tiers: TierView[]
  onSaved: (answer: DiscordResponse) => void
}) {
  const { t } = useTranslation('creator')
  const [serverId, setServerId] = useState(initial.discordId ?? '')
  const [roles, setRoles] = useState<Record<string, string>>({})
  const [tried, setTried] = useState(false)
  const { outcome, setOutcome, busy, act } = useAction()

  useEffect(() => {
    setServerId(initial.discordId ?? '')
    setRoles(Object.fromEntries(initial.tierRoles.map((role) => [role.tierHash, role.roleId])))
  }, [initial])

  const invalid = t('creatorDiscord.invalidId')
  const serverProblem = serverId.trim() && !isDiscordId(serverId) ? invalid : null
  const roleProblem = (tierHash: string) => {
    const value = roles[tierHash]?.trim() ?? ''
    return value && !isDiscordId(value) ? invalid : null
  }
  const anyProblem =
    !serverId.trim() || !!serverProblem || tiers.some((tier) => roleProblem(tier.tierHash))

  async function save(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    setOutcome(null)
    if (anyProblem) return
    await act(async () => {
      const answer = await api.post('/discord/modify', {
        creatorOid,
        discordId: serverId.trim(),
        tierRoles: tiers
          .filter((tier) => roles[tier.tierHash]?.trim())
          .map((tier) => ({
            tierHash: tier.tierHash,
            roleId: (roles[tier.tierHash] as string).trim(),
          })),
      })
      onSaved(answer)
    }, t('creatorDiscord.saved'))
  }

  async function unlink() {
    await act(
      async () => onSaved(await api.post('/discord/modify', { creatorOid, discordId: null })),
      t('creatorDiscord.unlinked'),
    )
  }

  return (
    <form className="stack" onSubmit={(event) => void save(event)} noValidate>
      {!initial.available ? <Alert tone="info">{t('creatorDiscord.notConfigured')}</Alert> : null}
      <section className="creator-card stack">
        <h2>{t('creatorDiscord.serverTitle')}</h2>
        <p className="muted">
          {initial.discordId
            ? t('creatorDiscord.linkedTo', { id: initial.discordId })
            : t('creatorDiscord.notLinked')}
        </p>
        <TextField
          label={t('creatorDiscord.serverId')}
          hint={t('creatorDiscord.serverIdHint')}
          inputMode="numeric"
          value={serverId}
          onChange={(event) => setServerId(event.target.value)}
          error={serverProblem ?? (tried && !serverId.trim() ? invalid : null)}
        />
      </section>
      <section className="creator-card stack">
        <h2>{t('creatorDiscord.rolesTitle')}</h2>
        <p className="muted">{t('creatorDiscord.rolesLead')}</p>
        {tiers.length === 0 ? <p className="muted">{t('creatorDiscord.noTiers')}</p> : null}
        <div className="creator-grid">
          {tiers.map((tier) => (
            <TextField
              key={tier.tierHash}
              label={t('creatorDiscord.roleFor', { tier: tier.name })}
              inputMode="numeric"
              value={roles[tier.tierHash] ?? ''}
              onChange={(event) => setRoles({ ...roles, [tier.tierHash]: event.target.value })}
              error={roleProblem(tier.tierHash)}
            />
          ))}
        </div>
      </section>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="creator-actions">
        {initial.discordId ? (
          <Button variant="secondary" onClick={() => void unlink()} disabled={busy}>
            {t('creatorDiscord.unlink')}
          </Button>
        ) : null}
        <Button type="submit" busy={busy}>
          {t('creatorDiscord.save')}
        </Button>
      </div>
    </form>
  )
}
