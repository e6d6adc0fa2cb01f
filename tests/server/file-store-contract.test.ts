import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUploadPolicy, MAX_UPLOAD_BYTES, UPLOAD_POLICY_TTL_MS, type UploadPolicy } from '../../src/domain/imaging/upload-rules';
import { DiskFileStore } from '../../server/files/disk-file-store';
import type { FileStore } from '../../server/files/file-store-port';
import { S3FileStore } from '../../server/files/s3-file-store';
import { readS3Settings, s3ClientOf } from '../../server/files/s3-settings';
import { EMULATOR_CREDENTIALS, startS3Emulator, type RunningEmulator } from '../support/s3-emulator';

/** A PNG header that says 640 × 480 (the stores read sizes from headers, never decode pixels). */
function png(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return new Uint8Array(bytes);
}
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('a photo of a dog')]);

let emulator: RunningEmulator;
let diskDir: string;
beforeAll(async () => {
  emulator = await startS3Emulator();
  diskDir = mkdtempSync(path.join(tmpdir(), 'tpx-files-'));
});
afterAll(async () => {
  await emulator?.close();
  rmSync(diskDir, { recursive: true, force: true });
});

const s3StoreFor = (env: Record<string, string>, credentials: { accessKeyId: string; secretAccessKey: string } = EMULATOR_CREDENTIALS) => {
  const settings = readS3Settings(env)!;
  return new S3FileStore(s3ClientOf(settings, credentials), settings);
};

const stores: Array<{ name: string; make: () => FileStore }> = [
  { name: 'disk', make: () => new DiskFileStore(diskDir) },
  { name: 's3 (emulator)', make: () => s3StoreFor(emulator.env) },
];

describe.each(stores)('FileStore contract: $name', ({ make }) => {
  it('passes its start check', async () => {
    await expect(make().check()).resolves.toBeUndefined();
  });

  it('stores an image and answers HEAD with its size, type and pixel size, and GET with its bytes', async () => {
    const store = make();
    const bytes = png(640, 480);
    await store.put('shared/albums/beach.png', bytes, 'image/png');
    expect(await store.head('shared/albums/beach.png')).toEqual({ size: 64, contentType: 'image/png', width: 640, height: 480 });
    expect(Buffer.from((await store.read('shared/albums/beach.png'))!)).toEqual(Buffer.from(bytes));
  });

  it('keeps a thumbnail (_tmb) beside its image under the shared/ prefix', async () => {
    const store = make();
    await store.put('shared/albums/dog.png', png(2048, 1536), 'image/png');
    await store.put('shared/albums/dog_tmb.png', png(512, 384), 'image/png');
    expect(await store.head('shared/albums/dog.png')).toMatchObject({ width: 2048, height: 1536 });
    expect(await store.head('shared/albums/dog_tmb.png')).toMatchObject({ width: 512, height: 384 });
  });

  it('answers null for a key that holds nothing, and forgets a deleted one', async () => {
    const store = make();
    expect(await store.head('shared/none.png')).toBeNull();
    expect(await store.read('shared/none.png')).toBeNull();
    await store.put('uploads/tilepix/gone.jpg', JPEG, 'image/jpeg');
    await store.delete('uploads/tilepix/gone.jpg');
    expect(await store.head('uploads/tilepix/gone.jpg')).toBeNull();
  });

  it('a file without a pixel size (an SVG template) has no width or height', async () => {
    const store = make();
    await store.put('templates/monogram.svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expect(await store.head('templates/monogram.svg')).toEqual({ size: 41, contentType: 'image/svg+xml' });
  });
});

describe('S3FileStore against the emulator', () => {
  it('fails at start with one clear line when the bucket does not exist', async () => {
    await expect(s3StoreFor({ ...emulator.env, S3_BUCKET: 'no-such-bucket' }).check()).rejects.toThrow(
      `S3 storage unusable: S3 bucket no-such-bucket at ${emulator.endpoint}: the bucket does not exist`,
    );
  });

  it('fails at start with one clear line when the credentials are wrong', async () => {
    await expect(s3StoreFor(emulator.env, { accessKeyId: 'WRONG', secretAccessKey: 'nope' }).check()).rejects.toThrow(
      `S3 storage unusable: S3 bucket ${emulator.bucket} at ${emulator.endpoint}: access denied: check the credentials (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY or the SDK profile)`,
    );
  });

  it('refuses S3 settings that cannot work', () => {
    expect(() => readS3Settings({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to store files in S3',
    );
    expect(() => readS3Settings({ S3_BUCKET: 'Bad_Bucket' })).toThrow('S3_BUCKET must be a bucket name');
    expect(() => readS3Settings({ S3_BUCKET: 'ok-bucket', S3_PUBLIC_URL: 'ftp://cdn' })).toThrow('S3_PUBLIC_URL must be an http(s) URL, got ftp://cdn');
    expect(readS3Settings({})).toBeUndefined();
    expect(readS3Settings({ S3_BUCKET: 'photos' })).toMatchObject({
      region: 'us-east-1',
      publicUrl: 'https://photos.s3.us-east-1.amazonaws.com',
      forcePathStyle: false,
    });
  });

  describe('a presigned POST slot', () => {
    const key = 'uploads/tilepix/0b1c2d3e-aaaa-bbbb-cccc-123456789abc.jpg';
    const now = new Date();
    const expiresAt = new Date(now.getTime() + UPLOAD_POLICY_TTL_MS);
    const slotOf = () =>
      (s3StoreFor(emulator.env) as S3FileStore).presignedPost({ key, maxBytes: MAX_UPLOAD_BYTES, contentType: 'image/jpeg', expiresAt, now });

    it("has the local slots' wire shape and uploads straight to the bucket (201, S3 XML), readable by HEAD", async () => {
      const slot = await slotOf();
      expect(slot.url).toBe(`${emulator.endpoint}/${emulator.bucket}`);
      expect(slot.fields).toMatchObject({ key, success_action_status: '201', 'Content-Type': 'image/jpeg', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
      const form = new FormData();
      for (const [name, value] of Object.entries(slot.fields)) form.append(name, value);
      form.append('file', new Blob([JPEG], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(slot.url, { method: 'POST', body: form });
      expect(response.status).toBe(201);
      expect(await response.text()).toContain(`<Key>${key}</Key>`);
      expect(await s3StoreFor(emulator.env).head(key)).toMatchObject({ size: JPEG.byteLength, contentType: 'image/jpeg' });
    });

    it('is signed with SigV4 over a policy that pins the key, size, type, status and a 15-minute expiry', async () => {
      const slot = await slotOf();
      const policy = JSON.parse(Buffer.from(slot.fields.Policy!, 'base64').toString('utf8')) as UploadPolicy;
      expect(policy.conditions).toEqual(
        expect.arrayContaining([
          ['eq', '$key', key],
          { key },
          ['content-length-range', 1, MAX_UPLOAD_BYTES],
          { 'Content-Type': 'image/jpeg' },
          { success_action_status: '201' },
          { bucket: emulator.bucket },
        ]),
      );
      const ttl = Date.parse(policy.expiration) - now.getTime();
      expect(ttl).toBeGreaterThan(UPLOAD_POLICY_TTL_MS - 5_000);
      expect(ttl).toBeLessThanOrEqual(UPLOAD_POLICY_TTL_MS + 5_000);
      // The signature S3 recomputes: HMAC chain over date, region, service with the bucket owner's secret.
      const [, date, region, service] = slot.fields['X-Amz-Credential']!.split('/');
      const h = (k: Buffer | string, d: string) => createHmac('sha256', k).update(d).digest();
      const signingKey = h(h(h(h(`AWS4${EMULATOR_CREDENTIALS.secretAccessKey}`, date!), region!), service!), 'aws4_request');
      expect(createHmac('sha256', signingKey).update(slot.fields.Policy!).digest('hex')).toBe(slot.fields['X-Amz-Signature']);
    });

    /*
     * s3rver implements the POST Object wire protocol but neither checks a POST's signature nor its
     * policy conditions (its source marks `policy` "unimplemented"), and no S3 emulator on npm or in
     * Debian does. So the refusals are checked here with the conditions S3 applies (the domain's
     * `checkUploadPolicy`, which implements S3's eq / starts-with / content-length-range / expiry
     * rules) on the policy the SDK signed; MinIO (docker-compose.yml) and AWS refuse the same forms.
     */
    it('a changed key, a larger file, an edited policy or a late POST breaks the signed conditions', async () => {
      const slot = await slotOf();
      const policy = JSON.parse(Buffer.from(slot.fields.Policy!, 'base64').toString('utf8')) as UploadPolicy;
      const fields = Object.fromEntries(Object.entries(slot.fields).map(([k, v]) => [k.toLowerCase(), v]));
      const ok = { fields, size: 1000 };
      expect(checkUploadPolicy(policy, ok, now)).toBeNull();
      expect(checkUploadPolicy(policy, { ...ok, fields: { ...fields, key: 'uploads/tilepix/other.jpg' } }, now)).toBe('field-mismatch');
      expect(checkUploadPolicy(policy, { ...ok, fields: { ...fields, 'content-type': 'text/html' } }, now)).toBe('field-mismatch');
      expect(checkUploadPolicy(policy, { ...ok, size: MAX_UPLOAD_BYTES + 1 }, now)).toBe('size-out-of-range');
      // The SDK dates the policy from its own clock when it signs: a second past the expiry the policy
      // states is late, however long the signing took on a busy machine.
      expect(Date.parse(policy.expiration)).toBeGreaterThanOrEqual(expiresAt.getTime() - 1_000);
      expect(checkUploadPolicy(policy, ok, new Date(Date.parse(policy.expiration) + 1_000))).toBe('expired');
      // An edited policy (a longer expiry) no longer matches its signature.
      const edited = Buffer.from(JSON.stringify({ ...policy, expiration: '2099-01-01T00:00:00Z' })).toString('base64');
      const [, date, region, service] = slot.fields['X-Amz-Credential']!.split('/');
      const h = (k: Buffer | string, d: string) => createHmac('sha256', k).update(d).digest();
      const signingKey = h(h(h(h(`AWS4${EMULATOR_CREDENTIALS.secretAccessKey}`, date!), region!), service!), 'aws4_request');
      expect(createHmac('sha256', signingKey).update(edited).digest('hex')).not.toBe(slot.fields['X-Amz-Signature']);
    });
  });
});
