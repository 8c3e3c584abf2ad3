import { afterAll, beforeAll, expect, it } from 'vitest'
import type { CanvasInput } from '../../engine/canvas'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { inProcessCompileRunner } from './compile-deadline'
import { demoCanvas, demoMetadata } from './demo-stories/demo'
import { DRAFTS_KEPT } from './drafts'
import { movableClock, sessionUser, testStoriesService } from './testing'

/** The demo canvas with one scene's situation changed: a different compiled story. */
function withSituation(situation: string): CanvasInput {
  return {
    ...demoCanvas,
    nodes: (demoCanvas.nodes ?? []).map((node) =>
      node.id === 'scene-lighthouse'
        ? ({ ...node, data: { ...node.data, situation } } as typeof node)
        : node,
    ),
  }
}

/** The demo canvas without the first opening's scene: the engine refuses it. */
const brokenCanvas: CanvasInput = {
  ...demoCanvas,
  edges: (demoCanvas.edges ?? []).filter((edge) => edge.source !== 'start-ferry'),
}

describeEachEngine("stories' test drafts", (engine) => {
  let database: TestDatabase
  const clock = movableClock()
  let service: ReturnType<typeof testStoriesService>
  const creator = sessionUser(['creator'])
  const other = sessionUser(['creator'])
  const admin = sessionUser(['admin'])

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    service = testStoriesService(database, clock, { compileRunner: inProcessCompileRunner })
  })
  afterAll(async () => {
    await database?.close()
  })

  const draftRows = (contentOid: string) =>
    database.db
      .selectFrom('story_draft_versions')
      .select(['draft', 'hash', 'created_by'])
      .where('content_oid', '=', contentOid)
      .orderBy('draft')
      .execute()

  async function draftStory(canvas: CanvasInput = demoCanvas) {
    const content = await service.createContent(creator, { ...demoMetadata, version: undefined })
    await service.saveCanvas(creator, content.contentOid, canvas, 0)
    return content.contentOid
  }

  it('compiles the stored draft for its owner without publishing it; the same story is the same draft', async () => {
    const contentOid = await draftStory()
    const first = await service.compileDraft(creator, contentOid)
    expect(first).toMatchObject({ contentOid, version: -1, ownerOid: creator.oid })
    const compiled = await service.getCompiledVersion(contentOid, first.version)
    expect(compiled?.hash).toBe(first.hash)
    expect(compiled?.scenes.map((scene) => scene.id)).toContain('scene-lighthouse')

    // Nothing was published: players find no story, the writer's versions list is empty.
    await expect(service.getPublishedContent(contentOid)).rejects.toMatchObject({
      code: 'CONTENT_NOT_FOUND',
    })
    expect(await service.listVersions(creator, contentOid)).toMatchObject({
      publishedVersion: null,
      versions: [],
    })
    expect(await service.getContent(creator, contentOid)).toMatchObject({ status: 'draft' })

    // Tested again unchanged: the same draft. Changed: the next one.
    expect((await service.compileDraft(creator, contentOid)).version).toBe(-1)
    await service.saveCanvas(creator, contentOid, withSituation('A cold cottage.'), 1)
    const second = await service.compileDraft(creator, contentOid)
    expect(second.version).toBe(-2)
    expect(second.hash).not.toBe(first.hash)
    expect((await service.getCompiledVersion(contentOid, -2))?.scenes).toContainEqual(
      expect.objectContaining({ id: 'scene-lighthouse', situation: 'A cold cottage.' }),
    )
    // Publishing afterwards numbers its versions from 1, apart from the drafts.
    expect((await service.publish(creator, contentOid)).version).toBe(1)
    expect((await service.getCompiledVersion(contentOid, 1))?.hash).toBe(second.hash)
    expect((await draftRows(contentOid)).map((row) => row.draft)).toEqual([1, 2])
  })

  it("another creator's test is refused and stores nothing; an admin may test any story", async () => {
    const contentOid = await draftStory()
    await expect(service.compileDraft(other, contentOid)).rejects.toMatchObject({
      code: 'NOT_CONTENT_OWNER',
    })
    expect(await draftRows(contentOid)).toEqual([])
    const byAdmin = await service.compileDraft(admin, contentOid)
    expect(byAdmin).toMatchObject({ version: -1, ownerOid: creator.oid })
    expect(await draftRows(contentOid)).toEqual([
      { draft: 1, hash: byAdmin.hash, created_by: admin.oid },
    ])
  })

  it("refuses a draft with errors with the engine's first error, storing nothing", async () => {
    const contentOid = await draftStory(brokenCanvas)
    const refusal = service.compileDraft(creator, contentOid)
    await expect(refusal).rejects.toMatchObject({
      status: 400,
      code: 'DRAFT_HAS_ERRORS',
      message: 'Connect this start node to the scene it opens.',
      details: [expect.objectContaining({ key: 'START_WITHOUT_SCENE', nodeId: 'start-ferry' })],
    })
    expect(await draftRows(contentOid)).toEqual([])
  })

  it('numbers drafts tested at once under the row lock, and keeps the newest few', async () => {
    const contentOid = await draftStory()
    // The same draft tested twice at once is one draft.
    const together = await Promise.all([
      service.compileDraft(creator, contentOid),
      service.compileDraft(creator, contentOid),
    ])
    expect(together.map((draft) => draft.version)).toEqual([-1, -1])
    for (let edit = 1; edit <= DRAFTS_KEPT; edit++) {
      await service.saveCanvas(creator, contentOid, withSituation(`Edit ${edit}.`), edit)
      expect((await service.compileDraft(creator, contentOid)).version).toBe(-(edit + 1))
    }
    const kept = (await draftRows(contentOid)).map((row) => row.draft)
    expect(kept).toEqual(Array.from({ length: DRAFTS_KEPT }, (_, at) => at + 2))
    // A draft no longer kept reads as missing, and the next number does not reuse it.
    expect(await service.getCompiledVersion(contentOid, -1)).toBeNull()
    await service.saveCanvas(creator, contentOid, demoCanvas, DRAFTS_KEPT + 1)
    expect((await service.compileDraft(creator, contentOid)).version).toBe(-(DRAFTS_KEPT + 2))
  })
})
