export { testChatApi } from './connected'
export { createTestChatSession, type TestChatSession } from './session'
export { TestChatPanel } from './TestChatPanel'
