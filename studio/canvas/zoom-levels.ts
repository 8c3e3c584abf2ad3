import type { ReactFlowState } from '@xyflow/react'

/**
 * Below this zoom the canvas is an overview: edges are one SVG path (OverviewEdges) and
 * nodes drop their sockets, which are too small to use there anyway.
 */
export const OVERVIEW_ZOOM = 0.4

export const selectOverview = (state: ReactFlowState) => state.transform[2] < OVERVIEW_ZOOM

/**
 * Below this zoom a node's text is under two pixels high: unreadable, yet it was most of
 * what a zoomed-out frame painted. The nodes keep their boxes and colours (and their size,
 * so edges stay put); the text is hidden.
 */
export const FAR_ZOOM = 0.15

export const selectFar = (state: ReactFlowState) => state.transform[2] < FAR_ZOOM
