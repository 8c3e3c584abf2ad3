/** The live viewer page's ad slot (docs/live/ADS.md). */
export { AdSlot } from './AdSlot'
