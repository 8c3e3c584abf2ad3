import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { demoCanvas, demoMetadata } from './demo-stories/demo'
import { sessionUser, testStoriesService } from './testing'

describeEachEngine('stories service under concurrency', (engine) => {
  let database: TestDatabase
  let service: ReturnType<typeof testStoriesService>
  const creator = sessionUser(['creator'])

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    service = testStoriesService(database)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('lets exactly one of many saves from the same version win', async () => {
    const draft = await service.createContent(creator, { ...demoMetadata, version: undefined })
    const canvasSaves = await Promise.allSettled(
      Array.from({ length: 8 }, () => service.saveCanvas(creator, draft.contentOid, demoCanvas, 0)),
    )
    expect(canvasSaves.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const metadataSaves = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        service.saveMetadata(creator, draft.contentOid, { title: `Title ${index}` }, 0),
      ),
    )
    expect(metadataSaves.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const rejected = metadataSaves.find((result) => result.status === 'rejected')
    expect(rejected?.status === 'rejected' && rejected.reason.code).toBe(
      'METADATA_VERSION_CONFLICT',
    )
  })

  it('numbers versions without gaps when publishes race', async () => {
    const draft = await service.createContent(creator, { ...demoMetadata, version: undefined })
    let version = 0
    for (let round = 0; round < 3; round++) {
      await service.saveCanvas(
        creator,
        draft.contentOid,
        {
          ...demoCanvas,
          nodes: [
            ...(demoCanvas.nodes ?? []),
            { id: `note-${round}`, type: 'note', data: { text: `round ${round}` } },
          ],
        },
        version,
      )
      version += 1
      await service.saveMetadata(
        creator,
        draft.contentOid,
        { description: `Round ${round}` },
        round,
      )
      await Promise.allSettled([1, 2, 3].map(() => service.publish(creator, draft.contentOid)))
    }
    const versions = await service.listVersions(creator, draft.contentOid)
    expect(versions.versions.map((entry) => entry.version)).toEqual([3, 2, 1])
  })
})
