/**
 * Recorded in every compiled story. Bump when the compiled format or its meaning changes,
 * so stored versions compiled by an older engine can be recognised and recompiled.
 */
export const ENGINE_VERSION = '1.0.0'
