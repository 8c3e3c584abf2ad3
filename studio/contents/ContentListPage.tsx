import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectedAnswer, ProjectedList } from '../../web/api/content'
import { errorText } from '../../web/i18n'
import { api, useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { Tabs } from '../../web/ui/overlays'
import { studioPath } from '../shell/studio-paths'
import { ContentRows } from './ContentRow'
import { contentApi } from './contents-api'
import { firstListWithItems } from './list-tabs'
import { otherCount, ReplayRows, RoleplayRows, useOtherLists } from './other-lists'
import './contents.css'

const LISTS: ProjectedList[] = [
  'unpublished',
  'inprogress',
  'scheduled',
  'published',
  'clips',
  'scenario',
]
/** The spec's two lists that are not catalog contents (other-lists.tsx). */
const OTHER_LISTS = ['roleplay', 'replays'] as const
/** Which list opens first when several have contents. */
const OPEN_FIRST: ProjectedList[] = [
  'published',
  'inprogress',
  'scheduled',
  'unpublished',
  'clips',
  'scenario',
]

/**
 * `/studio2/contents`: the creator's contents in the Content Studio's lists: the six of
 * GET /content/projected (opened on the first that has any; each row managed where it
 * stands), then interactive roleplay (story chats) and the replay archive.
 */
export function ContentListPage() {
  const { t, ready } = useTranslation(['studio', 'player'])
  const creatorOid = useSession((state) => state.user?.oid ?? '')
  const [answer, setAnswer] = useState<ProjectedAnswer | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  const [tab, setTab] = useState<string | null>(null)
  const [tierNames, setTierNames] = useState<ReadonlyMap<string, string>>(new Map())
  const [notice, setNotice] = useState<string | null>(null)
  const others = useOtherLists(creatorOid)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the lists
  useEffect(() => {
    let current = true
    setError(null)
    contentApi.projected().then(
      (value) => {
        if (!current) return
        setAnswer(value)
        setTab((chosen) => chosen ?? firstListWithItems(OPEN_FIRST, value.counts))
      },
      (failure: unknown) => current && setError(failure),
    )
    return () => {
      current = false
    }
  }, [attempt])

  // Tier-only rows name their tiers: the creator's own, once.
  useEffect(() => {
    if (!creatorOid) return
    let current = true
    api.get('/account/subscription_tiers', { creatorOid }).then(
      ({ tiers }) =>
        current && setTierNames(new Map(tiers.map((tier) => [tier.tierHash, tier.name]))),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [creatorOid])

  // On a phone the tab strip scrolls: the open tab is brought into sight.
  const loaded = answer !== null && ready
  useEffect(() => {
    if (!loaded || !tab) return
    document
      .querySelector('.studio-contents .tabs-trigger[data-state="active"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' })
  }, [loaded, tab])

  const changed = (text: string) => {
    setNotice(text)
    setAttempt((value) => value + 1)
  }

  return (
    <main id="main" className="page stack studio-contents">
      <div className="studio-contents-head">
        <h1>{t('studioContents.title')}</h1>
        <div className="row">
          <a className="button button-secondary" href={studioPath('/studio2')}>
            {t('studioContents.stories')}
          </a>
          <a className="button button-secondary" href={studioPath('/studio2/create-scenario')}>
            {t('scenarioStudio.createButton')}
          </a>
          <a className="button button-primary" href={studioPath('/studio2/simpleuploader/audio')}>
            {t('studioContents.upload')}
          </a>
        </div>
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {error ? (
        <Alert tone="error">
          {t('studioContents.loadError')} {errorText(t, error)}{' '}
          <Button variant="link" onClick={() => setAttempt((value) => value + 1)}>
            {t('studioContents.retry')}
          </Button>
        </Alert>
      ) : null}
      {(!answer || !ready) && !error ? <p className="muted">{t('common.loading')}</p> : null}
      {answer && ready ? (
        <Tabs
          label={t('studioContents.tabs')}
          value={tab ?? 'published'}
          onValueChange={setTab}
          items={[
            ...LISTS.map((list) => ({
              value: list,
              label: `${t(`studioContents.${list}`)} (${answer.counts[list] ?? 0})`,
              content: (
                <ContentRows
                  rows={answer.lists[list] ?? []}
                  tierNames={tierNames}
                  onChanged={changed}
                />
              ),
            })),
            ...OTHER_LISTS.map((list) => ({
              value: list,
              label: `${t(`studioContents.${list}`)} (${otherCount(others, list)})`,
              content:
                list === 'roleplay' ? (
                  <RoleplayRows stories={others.roleplay} />
                ) : (
                  <ReplayRows replays={others.replays} />
                ),
            })),
          ]}
        />
      ) : null}
    </main>
  )
}
