/**
 * The prompt log's route (mounted under `/api/story-chat`), as a type map for the typed
 * client: path relative to `/api`, request and answer. Types only.
 */

/** One turn's prompt log: the request as sent, the engine's notes, the price. */
export interface PromptLogEntry {
  messageId: string
  model: string
  request: {
    messages?: { role: string; content: unknown }[]
    generation?: Record<string, unknown>
    offline?: boolean
  } & Record<string, unknown>
  debug: Record<string, unknown> | null
  price: { charged?: number } & Record<string, unknown>
  createdAt: string
}

export interface PromptLogsRoutes {
  'GET /story-chat/prompt-logs': {
    request: { roomOid: string; limit?: number }
    /** `full` (admins, the story's creator): the whole prompt; `own`: the player's side of it. */
    response: { scope: 'full' | 'own'; logs: PromptLogEntry[] }
  }
}
