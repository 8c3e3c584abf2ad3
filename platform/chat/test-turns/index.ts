/** The creator test allowance: who may test a story, its monthly count and the dock's view. */
export { requireTester, testModeForbidden } from './access'
export { allowanceView, planTestTurn } from './allowance'
export type { TestAllowanceView, TestTurnsRoutes } from './contract'
export { testAllowanceRoutes } from './routes'
export { refundTestTurn, spendTestTurn, testTurnsUsed } from './spending'
