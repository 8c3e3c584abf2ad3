/**
 * Browser test files' setup: whatever contexts a test opens close when it ends
 * (tests/e2e/support/browser.ts says why). Registered first, this `afterEach` runs after
 * the file's own.
 */
import { afterEach, beforeEach } from 'vitest'
import { testEnded, testStarted } from '../e2e/support/browser'

beforeEach(() => testStarted())
afterEach(() => testEnded())
