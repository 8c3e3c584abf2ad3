// The apps import their own bundle (`./player`, `./studio`), so neither's table of chunks
// lands in the other's first script.
export { type TextBundle, type TextBundles, textsOf } from './text-bundle'
