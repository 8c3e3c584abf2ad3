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

/** One saved version of a system prompt; at most one per type and language is active. */
export interface SystemPromptView {
  oid: string
  promptType: string
  language: 'en' | 'ko' | 'jp' | 'es'
  version: number
  text: string
  active: boolean
  createdAt: string
}

export interface ChatAdminRoutes {
  'GET /story-chat/system-prompts': {
    request: Record<string, never>
    response: {
      prompts: SystemPromptView[]
      /** The built-in system prompt per language and type, used while no version is active. */
      defaults: Record<string, Record<string, string>>
    }
  }
  'POST /story-chat/system-prompts': {
    request: { promptType: string; language: SystemPromptView['language']; text: string }
    response: { oid: string; version: number; active: boolean }
  }
  'POST /story-chat/system-prompts/activate': {
    request: { oid: string }
    response: { oid: string; version: number; active: true }
  }
  'GET /story-chat/test-prompts': {
    request: Record<string, never>
    response: { prompts: TestPromptView[] }
  }
}
