import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Emoticon } from '../../../platform/emoticons/contract'
import { useAction, useData } from '../../../web/calls'
import { api, useSession } from '../../../web/session'
import { Alert, Button, SelectField, TextField } from '../../../web/ui'
import { emoticonUploadPath } from '../creator-paths'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'
import { draftOfGroup, type GroupDraft, groupInput, toggleEmoticon } from './group-draft'

/**
 * Emoticon management: groups (free, or for a tier and the tiers above it) made of the
 * creator's uploaded emoticons; saved together with `POST /emoticon/groups`.
 */
export function EmoticonsPage() {
  const { t } = useTranslation('creator')
  const creatorOid = useSession((state) => state.user?.oid ?? '')
  const groups = useData(`groups:${creatorOid}`, () =>
    api.get('/emoticon/group/creator', { creatorOid }),
  )
  const library = useData(`library:${creatorOid}`, () =>
    api.get('/emoticon/uploads', { creatorOid }),
  )
  const tiers = useData(`tiers:${creatorOid}`, () =>
    api.get('/account/subscription_tiers', { creatorOid }),
  )
  const [drafts, setDrafts] = useState<GroupDraft[]>([])
  const { outcome, busy, act } = useAction()

  useEffect(() => {
    if (groups.data) setDrafts(groups.data.emoticonGroups.map(draftOfGroup))
  }, [groups.data])

  const tierList = tiers.data?.tiers ?? []
  const positions = Object.fromEntries(tierList.map((tier) => [tier.tierHash, tier.position]))
  const emoticons = library.data?.emoticons ?? []

  function update(index: number, draft: GroupDraft) {
    setDrafts(drafts.map((current, position) => (position === index ? draft : current)))
  }

  async function save() {
    await act(async () => {
      const saved = await api.post('/emoticon/groups', {
        creatorOid,
        emoticonGroups: drafts.map((draft) => groupInput(draft, positions)),
      })
      groups.replace(saved)
    }, t('creatorEmoticons.saved'))
  }

  const newGroup = (): GroupDraft => ({
    name: '',
    type: tierList.length > 0 ? 'tier' : 'free',
    tierHash: tierList[0]?.tierHash ?? null,
    useLevel: 0,
    emoticonOids: [],
  })

  return (
    <CreatorLayout
      section="emoticons"
      title={t('creatorEmoticons.title')}
      lead={t('creatorEmoticons.lead')}
    >
      <div className="creator-actions creator-actions-start">
        <a className="button button-secondary" href={emoticonUploadPath(creatorOid)}>
          {t('creatorEmoticons.upload')}
        </a>
      </div>
      <LoadState state={groups} />
      <LoadState state={library} />
      {library.data && emoticons.length === 0 ? (
        <p className="muted">{t('creatorEmoticons.noLibrary')}</p>
      ) : null}
      {drafts.map((draft, index) => (
        <section
          key={draft._id ?? `new-${index}`}
          className="creator-card stack"
          data-testid="emoticon-group"
        >
          <div className="creator-grid">
            <TextField
              label={t('creatorEmoticons.groupName')}
              value={draft.name}
              maxLength={60}
              onChange={(event) => update(index, { ...draft, name: event.target.value })}
            />
            <SelectField
              label={t('creatorEmoticons.useLevel')}
              value={draft.type === 'tier' && draft.tierHash ? draft.tierHash : ''}
              options={[
                { value: '', label: t('creatorEmoticons.everyone') },
                ...tierList.map((tier) => ({
                  value: tier.tierHash,
                  label: t('creatorEmoticons.tierAndAbove', { tier: tier.name }),
                })),
              ]}
              onChange={(event) =>
                update(index, {
                  ...draft,
                  type: event.target.value ? 'tier' : 'free',
                  tierHash: event.target.value || null,
                })
              }
            />
          </div>
          <fieldset className="creator-emoticon-pick">
            <legend>{t('creatorEmoticons.inGroup')}</legend>
            {emoticons.map((emoticon) => (
              <EmoticonChoice
                key={emoticon._id}
                emoticon={emoticon}
                checked={draft.emoticonOids.includes(emoticon._id)}
                onToggle={() => update(index, toggleEmoticon(draft, emoticon._id))}
              />
            ))}
          </fieldset>
          <div className="creator-actions">
            <Button
              variant="secondary"
              onClick={() => setDrafts(drafts.filter((_, position) => position !== index))}
            >
              {t('creatorEmoticons.removeGroup')}
            </Button>
          </div>
        </section>
      ))}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="creator-actions">
        {/* Not before the saved groups are in: their arrival would replace the drafts. */}
        <Button
          variant="secondary"
          onClick={() => setDrafts([...drafts, newGroup()])}
          disabled={!groups.data}
        >
          {t('creatorEmoticons.addGroup')}
        </Button>
        <Button busy={busy} onClick={() => void save()} disabled={!groups.data}>
          {t('creatorEmoticons.saveGroups')}
        </Button>
      </div>
    </CreatorLayout>
  )
}

function EmoticonChoice({
  emoticon,
  checked,
  onToggle,
}: {
  emoticon: Emoticon
  checked: boolean
  onToggle: () => void
}) {
  return (
    <label className="creator-emoticon-choice" data-checked={checked}>
      <input type="checkbox" checked={checked} onChange={onToggle} />
      <img src={emoticon.url} alt="" width={56} height={56} />
      <span>{emoticon.name}</span>
    </label>
  )
}
