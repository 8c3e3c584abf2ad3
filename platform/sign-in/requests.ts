/** The sign-in partners' request schemas (the types are in `contract.ts`). */
import { z } from 'zod'
import { birthDateField, nicknameField } from '../accounts'

const attemptField = z
  .string()
  .min(32, 'Invalid sign-in attempt.')
  .max(128, 'Invalid sign-in attempt.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid sign-in attempt.')

export const startRequest = z.object({
  purpose: z.enum(['login', 'link', 'reauth']).default('login'),
  returnTo: z.string().max(2000).optional(),
})

export const finishRequest = z.object({
  attempt: attemptField,
  nickname: nicknameField.optional(),
  birthDate: birthDateField.optional(),
  agreePersonalData: z
    .literal(true, 'You must agree to the collection of personal data.')
    .optional(),
})

/** What a provider's redirect carries (query, or Apple's form post). */
export const callbackParameters = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(512).optional(),
})

export const unlinkRequest = z.object({
  provider: z.enum(['google', 'apple'], 'Choose Google or Apple.'),
})
