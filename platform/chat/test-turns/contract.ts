/**
 * The creator test allowance's and the draft test room's routes (mounted under
 * `/api/story-chat`), as a type map for the typed client: path relative to `/api`, request
 * and answer. Types only.
 */

/** What the studio's test-chat dock shows of the caller's test turns on a story. */
export interface TestAllowanceView {
  /** The story's model, which test turns run on. */
  model: string
  /** The built-in offline model answers: test turns are free and draw nothing. */
  offline: boolean
  /** Test turns a calendar month. */
  limit: number
  /** Test turns counted this month (never above the limit). */
  used: number
  left: number
  /** The month counted, `YYYY-MM` (UTC). */
  month: string
  /** When the next month's allowance starts (ISO instant). */
  resetsAt: string
}

/** What a test room opens with: the room, its opening message, and the draft it plays. */
export interface TestRoomAnswer {
  room: {
    roomOid: string
    contentOid: string
    title: string
    /** Below zero: the room plays a draft compiled for this test, not a published version. */
    compiledVersion: number
    startStoryOid: string
    headMessageId: string | null
  }
  messages: {
    messageId: string
    parentId: string | null
    role: 'user' | 'assistant'
    text: string
    status: string
    turnIndex: number
  }[]
  draft: {
    hash: string
    /** The opening whose variables the test starts with. */
    startPointId: string
    /** The scene the test starts in. */
    sceneId: string
    /** The engine's warnings on the draft (errors refuse the test). */
    warnings: number
  }
}

export interface TestTurnsRoutes {
  'GET /story-chat/test-allowance': {
    /** `roomOid`: the test room, whose story (a draft's too) says the model. */
    request: { contentOid: string; roomOid?: string }
    response: TestAllowanceView
  }
  /**
   * "Test from here": the story's draft as it is saved now, compiled for this test (never
   * published), in a new test room starting at a start point, or in a scene.
   */
  'POST /story-chat/test-room': {
    request: { contentOid: string; startStoryOid?: string; sceneId?: string; title?: string }
    response: TestRoomAnswer
  }
}
