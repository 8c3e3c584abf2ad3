/** One's own things: personas and chat options. */
export { readUserChatOptions, writeUserChatOptions } from './options'
export {
  createPersona,
  deletePersona,
  findPersona,
  listPersonas,
  MAX_PERSONAS,
  type Persona,
  type PersonaInput,
  updatePersona,
} from './personas'
export { personalRoutes } from './routes'
