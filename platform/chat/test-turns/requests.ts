/** The test routes' request schemas (contract.ts holds their types for the front ends). */
import { z } from 'zod'
import { objectIdField } from '../../http'

/** A start point's or a scene's id: a canvas node id. */
const nodeId = z.string().min(1).max(100)

export const allowanceQuery = z.object({
  contentOid: objectIdField(),
  roomOid: objectIdField().optional(),
})

export const testRoomRequest = z.object({
  contentOid: objectIdField(),
  startStoryOid: nodeId.optional(),
  sceneId: nodeId.optional(),
  title: z.string().max(100).optional(),
})
