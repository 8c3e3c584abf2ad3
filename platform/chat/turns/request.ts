/** Test mode (admins, and a story's own creator for the context): what the studio's test chat sends. */
export interface TurnTestOptions {
  /** An admin's test prompt replaces the system prompt for this turn only. */
  testPromptOid?: string
  /** Extra context the writer injects for this turn only. */
  testModeContext?: string
}

type TurnCommon = { requestId?: string; personaOid?: string; model?: string } & TurnTestOptions

/** What a player asks of a room: a message, a reroll of a reply, or an auto-chat. */
export type TurnRequest =
  | ({ kind: 'message'; text: string } & TurnCommon)
  | ({ kind: 'reroll'; messageOid: string } & TurnCommon)
  | ({ kind: 'auto-chat' } & TurnCommon)
