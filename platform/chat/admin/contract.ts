/**
 * The chat admin routes the studio calls (mounted under `/api/story-chat`), as a type map
 * for the typed client: paths relative to `/api`, requests and answers. Types only.
 */

/** A system prompt variant an admin tries in the test chat. */
export interface TestPromptView {
  oid: string
  name: string
  promptType: string
  text: string
  createdAt: string
}

export interface ChatAdminRoutes {
  'GET /story-chat/test-prompts': {
    request: Record<string, never>
    response: { prompts: TestPromptView[] }
  }
}
