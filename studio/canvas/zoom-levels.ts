import type { ReactFlowState } from '@xyflow/react'

/**
 * Below this zoom the canvas is an overview: edges are one SVG path (OverviewEdges) and
 * nodes drop their sockets, which are too small to use there anyway.
 */
export const OVERVIEW_ZOOM = 0.4

export const selectOverview = (state: ReactFlowState) => state.transform[2] < OVERVIEW_ZOOM
