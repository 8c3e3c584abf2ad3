/** The live viewer page's ad slot (docs/LIVE-ADS.md). */
export { AdSlot } from './AdSlot'
