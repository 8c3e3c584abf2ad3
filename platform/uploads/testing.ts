/**
 * A local S3-wire server (s3rver) for the S3 adapter's tests: a real HTTP server speaking
 * S3's REST protocol with signatures checked, its bucket in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CreateBucketCommand } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { createS3Store, type S3Settings } from './s3-store'

export async function startS3Wire(bucket = 'taleloom-test') {
  const directory = mkdtempSync(join(tmpdir(), 'taleloom-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
  const { port } = (await server.run()) as { port: number }
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }
  const store = createS3Store(settings)
  await store.client.send(new CreateBucketCommand({ Bucket: bucket }))
  return {
    settings,
    env: {
      TALELOOM_S3_BUCKET: bucket,
      TALELOOM_S3_REGION: settings.region,
      TALELOOM_S3_ENDPOINT: settings.endpoint as string,
      TALELOOM_S3_ACCESS_KEY_ID: 'S3RVER',
      TALELOOM_S3_SECRET_ACCESS_KEY: 'S3RVER',
      TALELOOM_S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      store.client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
