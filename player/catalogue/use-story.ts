import { useEffect, useState } from 'react'
import type { CanViewAnswer, StoryDetails } from '../../web/api/catalogue'
import { catalogueApi } from './catalogue-api'

export type StoryState =
  | { status: 'loading' }
  | { status: 'ready'; story: StoryDetails; access: CanViewAnswer | null }
  | { status: 'error'; error: unknown }

/**
 * The story page's data: the story and whether this viewer may play it, asked together.
 * `access` is null when only the can-view answer failed (the page still shows the story).
 */
export function useStory(
  contentOid: string,
  viewerKey: string,
): { state: StoryState; retry(): void } {
  const [state, setState] = useState<StoryState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new viewer or a retry loads again.
  useEffect(() => {
    let active = true
    setState({ status: 'loading' })
    Promise.all([
      catalogueApi.getStory(contentOid),
      catalogueApi.canView(contentOid).catch(() => null),
    ]).then(
      ([story, access]) => {
        if (active) setState({ status: 'ready', story, access })
      },
      (error: unknown) => {
        if (active) setState({ status: 'error', error })
      },
    )
    return () => {
      active = false
    }
  }, [contentOid, viewerKey, attempt])

  return { state, retry: () => setAttempt((value) => value + 1) }
}
