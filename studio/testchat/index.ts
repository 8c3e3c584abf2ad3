export { testChatApi } from './connected'
export {
  createTestChatSession,
  type TestChatSession,
  type TestOrigin,
} from './session'
export { TestChatPanel } from './TestChatPanel'
export { type TestFromHere, TestFromHereContext, useTestFromHere } from './test-from-here'
export { canTestFrom, testOriginOf } from './test-origin'
