import { createContext, useContext } from 'react'

/**
 * Whether the canvas is zoomed out to the overview (zoom-levels.ts), read once by FlowCanvas
 * and handed down. Each node view subscribing to React Flow's store for it meant 1,000 more
 * selectors run on every drag step of a 1,000-node canvas.
 */
export const OverviewContext = createContext(false)

export const useOverview = () => useContext(OverviewContext)
