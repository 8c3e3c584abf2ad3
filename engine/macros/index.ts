export {
  expandMacros,
  expandNameMacros,
  type MacroContext,
  type MacroNames,
  NAME_MACROS,
} from './expand'
export { createNameMacroStream } from './stream'
