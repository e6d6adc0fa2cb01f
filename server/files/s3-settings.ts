import { S3Client } from '@aws-sdk/client-s3';

/**
 * S3-compatible storage (AWS S3, Cloudflare R2, MinIO…), chosen by S3_BUCKET. Credentials come from
 * the SDK's usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role…).
 */
export interface S3Settings {
  readonly bucket: string;
  /** S3_REGION (default us-east-1; R2 uses `auto`). */
  readonly region: string;
  /** S3_ENDPOINT: the S3 API's origin for a non-AWS store (MinIO, R2); AWS's own when unset. */
  readonly endpoint?: string | undefined;
  /** S3_FORCE_PATH_STYLE=1: bucket in the path (MinIO, emulators) instead of the host name. */
  readonly forcePathStyle: boolean;
  /** S3_PUBLIC_URL: where browsers read objects (a CDN in front of the bucket); the bucket's own URL when unset. */
  readonly publicUrl: string;
  /** The bucket's own URL on the S3 API: where presigned POSTs go. */
  readonly bucketUrl: string;
}

const origin = (name: string, raw: string): string => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got ${raw}`);
  return url.href.replace(/\/$/, '');
};

/** The S3 settings from the environment, or undefined when S3_BUCKET is unset (the disk store). */
export function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_URL', 'S3_REGION'])
      if (env[name]) throw new Error(`${name} is set but S3_BUCKET is not: set S3_BUCKET to store files in S3`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens), got ${bucket}`);
  const region = env.S3_REGION?.trim() || 'us-east-1';
  const endpoint = env.S3_ENDPOINT ? origin('S3_ENDPOINT', env.S3_ENDPOINT) : undefined;
  const forcePathStyle = env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true';
  const bucketUrl = endpoint
    ? forcePathStyle
      ? `${endpoint}/${bucket}`
      : endpoint.replace('://', `://${bucket}.`)
    : `https://${bucket}.s3.${region}.amazonaws.com`;
  return { bucket, region, endpoint, forcePathStyle, bucketUrl, publicUrl: env.S3_PUBLIC_URL ? origin('S3_PUBLIC_URL', env.S3_PUBLIC_URL) : bucketUrl };
}

/**
 * The official client for these settings. Checksums only when an operation requires them: the
 * SDK's default (a CRC trailer on every upload) is not understood by every S3-compatible store.
 */
export function s3ClientOf(settings: S3Settings, credentials?: { accessKeyId: string; secretAccessKey: string }): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(credentials ? { credentials } : {}),
  });
}
