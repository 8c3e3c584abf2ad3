import { describe, expect, it } from 'vitest'
import { ApiError } from '../../web/api'
import { saveRefusalFindings, withSaveFindings } from './save-findings'

const refusal = (details: unknown) =>
  new ApiError({
    status: 400,
    code: 'MEDIA_URL_NOT_ALLOWED',
    message: 'nodes[1].data.url: Use an uploaded image…',
    details,
  })
const nodes = [{ id: 'start' }, { id: 'picture' }]

describe('saveRefusalFindings', () => {
  it('puts a refused image address on its node, by id or by path', () => {
    const expected = [
      {
        nodeId: 'picture',
        field: 'url',
        key: 'IMAGE_URL_NOT_ALLOWED',
        message: 'Use an uploaded image…',
        severity: 'error',
      },
    ]
    const detail = { path: 'nodes[1].data.url', message: 'Use an uploaded image…' }
    expect(
      saveRefusalFindings(
        refusal([{ ...detail, nodeId: 'picture', field: 'url', key: 'IMAGE_URL_NOT_ALLOWED' }]),
        nodes,
      ),
    ).toEqual(expected)
    expect(saveRefusalFindings(refusal([detail]), nodes)).toEqual(expected)
  })

  it('finds nothing in other failures', () => {
    expect(saveRefusalFindings(new Error('offline'), nodes)).toEqual([])
    expect(
      saveRefusalFindings(
        new ApiError({ status: 400, code: 'CANVAS_INVALID', message: 'x' }),
        nodes,
      ),
    ).toEqual([])
    expect(saveRefusalFindings(refusal([{ path: 'nodes[9].data.url' }]), nodes)).toEqual([])
  })

  it('adds each finding once', () => {
    const finding = saveRefusalFindings(refusal([{ path: 'nodes[1].data.url' }]), nodes)
    expect(withSaveFindings(finding, finding)).toEqual(finding)
    expect(withSaveFindings([], finding)).toEqual(finding)
  })
})
