import { expect, it } from 'vitest'
import { assetState } from './asset-view'

it("adds a content's asset statuses up to the worst of them", () => {
  expect(assetState([])).toBe('click to upload')
  expect(assetState(['ready', 'ready'])).toBe('ready')
  expect(assetState(['ready', 'packaging'])).toBe('packaging')
  expect(assetState(['packaging', 'uploading', 'ready'])).toBe('uploading')
  expect(assetState(['uploading', 'error'])).toBe('error')
})
