import { createContext, useContext } from 'react'

/**
 * Whether the canvas is zoomed out to the overview (zoom-levels.ts), read once by FlowCanvas
 * and handed down. Each node view subscribing to React Flow's store for it meant a selector
 * more per node on every drag step.
 */
export const OverviewContext = createContext(false)

export const useOverview = () => useContext(OverviewContext)
