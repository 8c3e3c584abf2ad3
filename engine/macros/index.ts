export { expandMacros, type MacroContext } from './expand'
