/**
 * The creator test allowance (who may test a story, its monthly count and the dock's view)
 * and test rooms on a story's draft ("test from here").
 */
export { requireTester, testModeForbidden } from './access'
export { allowanceView, planTestTurn } from './allowance'
export type { TestAllowanceView, TestRoomAnswer, TestTurnsRoutes } from './contract'
export { testAllowanceRoutes } from './routes'
export { refundTestTurn, spendTestTurn, testTurnsUsed } from './spending'
