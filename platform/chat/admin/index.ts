/** Admin prompts: the system prompts by prompt type, test prompts, and the admin reads of rooms. */

export { adminRoutes } from './routes'
export {
  activateSystemPrompt,
  activeSystemPrompts,
  createTestPrompt,
  deleteTestPrompt,
  findTestPrompt,
  listSystemPrompts,
  listTestPrompts,
  type SystemPrompt,
  saveSystemPrompt,
  type TestPrompt,
  updateTestPrompt,
} from './system-prompts'
