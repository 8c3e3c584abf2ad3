/** The few members of s3rver (a local S3-wire server, dev dependency) the tests use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string })
    run(): Promise<{ port: number; address: string }>
    close(): Promise<void>
  }
}
