/** The spec's calls, one file per document; the reading rules are in ./types.ts. */
import { DOCUMENT_1_CALLS } from './document-1-catalogue'
import { DOCUMENT_2_CALLS } from './document-2-live-and-studio'
import { DOCUMENT_3_ACCOUNT_CALLS } from './document-3-accounts-payments'
import { DOCUMENT_3_CHAT_CALLS } from './document-3-story-chat'
import type { SpecCall } from './types'

export { mountedPath, type SpecCall, type SpecMethod } from './types'

export const SPEC_CALLS: readonly SpecCall[] = [
  ...DOCUMENT_1_CALLS,
  ...DOCUMENT_2_CALLS,
  ...DOCUMENT_3_ACCOUNT_CALLS,
  ...DOCUMENT_3_CHAT_CALLS,
]
