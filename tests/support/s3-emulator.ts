import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: what the SDK signs with against the emulator. */
export const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * Browsers upload to the bucket and read from it on another origin: the rule a real bucket needs too
 * (README 'Running in production'), with the size headers exposed to the page's HEAD.
 */
export const BUCKET_CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><ExposeHeader>Location</ExposeHeader><ExposeHeader>x-amz-meta-width</ExposeHeader><ExposeHeader>x-amz-meta-height</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export interface RunningEmulator {
  readonly endpoint: string;
  readonly bucket: string;
  /** The environment a server needs to use this bucket (S3_* and the SDK's credential variables). */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3 emulator (s3rver: the S3 REST wire protocol, objects in a temp folder) on a free port, with one bucket. */
export async function startS3Emulator(options: { bucket?: string; port?: number } = {}): Promise<RunningEmulator> {
  const bucket = options.bucket ?? 'tilepix-test';
  const directory = mkdtempSync(path.join(tmpdir(), 'tpx-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [BUCKET_CORS] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
