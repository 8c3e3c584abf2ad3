/**
 * The live area's ingests as an admin reads them (`GET /live/admin/ingests`): each kind a
 * stream can arrive by, whether this server runs it, and its streams on air now and started
 * in the last 30 days. WebRTC is listed as what it is: an extension point with no ingest
 * behind it (docs/live/README.md "Adding an ingest"), never a stream.
 */
import type { Hono } from 'hono'
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import { type AppEnv, type Clock, requireAdmin } from '../../http'
import type { LivePlaybackSettings } from '../ports'
import type { LiveIngestKind, LiveIngestsResponse } from './contract'

const WINDOW_DAYS = 30

export interface IngestOverviewDeps {
  db: Kysely<DB>
  clock: Clock
  playback: LivePlaybackSettings
  /** Whether the embedded RTMP ingest runs in this process. */
  embeddedRunning: () => boolean
}

export async function ingestOverview(deps: IngestOverviewDeps): Promise<LiveIngestsResponse> {
  const since = new Date(deps.clock.now().getTime() - WINDOW_DAYS * 86_400_000)
  const rows = await deps.db
    .selectFrom('live_streams')
    .select([
      'ingest',
      sql<string>`count(*) filter (where ended_at is null)`.as('live'),
      sql<string>`count(*) filter (where started_at >= ${since})`.as('recent'),
    ])
    .groupBy('ingest')
    .execute()
  const counts = new Map(rows.map((row) => [row.ingest, row]))
  const figures = (kind: 'embedded' | 'nginx') => ({
    liveNow: Number(counts.get(kind)?.live ?? 0),
    startedLast30Days: Number(counts.get(kind)?.recent ?? 0),
  })
  const ingests: LiveIngestKind[] = [
    {
      kind: 'embedded',
      protocol: 'RTMP',
      running: deps.embeddedRunning(),
      publishUrl: deps.playback.rtmpUrl,
      ...figures('embedded'),
    },
    {
      kind: 'nginx',
      protocol: 'RTMP',
      running: deps.playback.hlsBaseUrl !== null,
      publishUrl: deps.playback.rtmpUrlConfigured ? deps.playback.rtmpUrl : null,
      ...figures('nginx'),
    },
    {
      kind: 'rtc',
      protocol: 'WebRTC',
      running: false,
      publishUrl: null,
      liveNow: 0,
      startedLast30Days: 0,
    },
  ]
  return { ingests, windowDays: WINDOW_DAYS }
}

export function mountIngestRoutes(routes: Hono<AppEnv>, deps: IngestOverviewDeps): void {
  routes.get('/admin/ingests', async (c) => {
    requireAdmin(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await ingestOverview(deps))
  })
}
