/** The streamer's alert overlay page (docs/LIVE-DONATIONS.md, "Overlay"). */
export { OverlayPage } from './OverlayPage'
