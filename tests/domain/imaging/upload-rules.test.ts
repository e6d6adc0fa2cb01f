import { describe, expect, it } from 'vitest';
import {
  canonicalFormFields,
  checkUploadPolicy,
  faceCenteredOrigin,
  isHeif,
  isRetryableUpload,
  isSafeStorageKey,
  MAX_UPLOAD_BYTES,
  prepareBatches,
  storedImagePlan,
  uploadKeyPrefix,
  uploadPolicy,
  uploadRetryDelayMs,
  type UploadPolicy,
} from '../../../src/domain/imaging/upload-rules';

describe('prepareBatches', () => {
  it('asks for at most 100 slots per request', () => {
    expect(prepareBatches(0)).toEqual([]);
    expect(prepareBatches(1)).toEqual([1]);
    expect(prepareBatches(100)).toEqual([100]);
    expect(prepareBatches(250)).toEqual([100, 100, 50]);
    expect(prepareBatches(-3)).toEqual([]);
  });
});

describe('retry policy', () => {
  it('retries network errors, 5xx and 429 only', () => {
    expect(isRetryableUpload(undefined)).toBe(true);
    expect(isRetryableUpload(500)).toBe(true);
    expect(isRetryableUpload(503)).toBe(true);
    expect(isRetryableUpload(429)).toBe(true);
    expect(isRetryableUpload(400)).toBe(false);
    expect(isRetryableUpload(403)).toBe(false);
    expect(isRetryableUpload(413)).toBe(false);
  });
  it('waits a random part up to 500 ms plus 200 ms per retry', () => {
    expect(uploadRetryDelayMs(1, 0)).toBe(200);
    expect(uploadRetryDelayMs(3, 0)).toBe(600);
    expect(uploadRetryDelayMs(2, 0.999)).toBe(899);
    expect(uploadRetryDelayMs(1, 5)).toBe(700);
    expect(uploadRetryDelayMs(1, -1)).toBe(200);
  });
});

describe('storage keys', () => {
  it('prefixes uploads per tenant', () => expect(uploadKeyPrefix('wg')).toBe('uploads/wg/'));
  it('accepts plain relative paths only', () => {
    expect(isSafeStorageKey('uploads/wg/abc.jpg')).toBe(true);
    for (const bad of ['', '../x.jpg', 'uploads//x.jpg', 'uploads/./x', 'a\\b', 'a b', 'uploads/x/..', 'a'.repeat(600)])
      expect(isSafeStorageKey(bad)).toBe(false);
  });
});

describe('upload policy', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const policy = uploadPolicy({
    key: 'uploads/tilepix/a.jpg',
    expiresAt: new Date(now.getTime() + 60_000),
    fields: { 'x-amz-algorithm': 'AWS4-HMAC-SHA256', 'x-amz-date': '20260101T000000Z' },
    maxBytes: 1000,
  });
  const fields = { key: 'uploads/tilepix/a.jpg', 'x-amz-algorithm': 'AWS4-HMAC-SHA256', 'x-amz-date': '20260101T000000Z' };

  it('binds the exact key (one object per slot), the size range and 201', () => {
    expect(policy.expiration).toBe('2026-01-01T00:01:00.000Z');
    expect(policy.conditions).toContainEqual(['eq', '$key', 'uploads/tilepix/a.jpg']);
    expect(policy.conditions.some((c) => Array.isArray(c) && c[0] === 'starts-with')).toBe(false);
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 1000]);
    expect(policy.conditions).toContainEqual({ success_action_status: '201' });
  });
  it('accepts a matching upload in time', () => expect(checkUploadPolicy(policy, { fields, size: 10 }, now)).toBeNull());
  it('checks everything but the size before the file is read', () => {
    expect(checkUploadPolicy(policy, { fields, size: null }, now)).toBeNull();
    expect(checkUploadPolicy(policy, { fields: { ...fields, key: 'uploads/tilepix/b.jpg' }, size: null }, now)).toBe('field-mismatch');
  });
  it('refuses an expired one', () => expect(checkUploadPolicy(policy, { fields, size: 10 }, new Date(now.getTime() + 60_000))).toBe('expired'));
  it('refuses any other key: another tenant, a sibling of the slot key, a missing key', () => {
    expect(checkUploadPolicy(policy, { fields: { ...fields, key: 'uploads/wg/a.jpg' }, size: 10 }, now)).toBe('field-mismatch');
    expect(checkUploadPolicy(policy, { fields: { ...fields, key: 'uploads/tilepix/a.jpg2.jpg' }, size: 10 }, now)).toBe('field-mismatch');
    const { key: _k, ...noKey } = fields;
    expect(checkUploadPolicy(policy, { fields: noKey, size: 10 }, now)).toBe('field-mismatch');
  });
  it('reads fields by their canonical (lower-case) name only', () => {
    expect(checkUploadPolicy(policy, { fields: { ...fields, 'x-amz-date': undefined as never, 'X-Amz-Date': '20260101T000000Z' }, size: 10 }, now)).toBe(
      'field-mismatch',
    );
  });
  it('refuses a changed signed field', () =>
    expect(checkUploadPolicy(policy, { fields: { ...fields, 'x-amz-date': '20270101T000000Z' }, size: 10 }, now)).toBe('field-mismatch'));
  it('refuses sizes outside the range', () => {
    expect(checkUploadPolicy(policy, { fields, size: 0 }, now)).toBe('size-out-of-range');
    expect(checkUploadPolicy(policy, { fields, size: 1001 }, now)).toBe('size-out-of-range');
  });
  it('refuses a policy without exactly one exact key, and malformed policies', () => {
    const prefix: UploadPolicy = { expiration: policy.expiration, conditions: [['starts-with', '$key', 'uploads/tilepix/']] };
    expect(checkUploadPolicy(prefix, { fields, size: 1 }, now)).toBe('malformed');
    const twice: UploadPolicy = {
      expiration: policy.expiration,
      conditions: [
        ['eq', '$key', 'a'],
        ['eq', '$Key', 'b'],
      ],
    };
    expect(checkUploadPolicy(twice, { fields, size: 1 }, now)).toBe('malformed');
    const startsWith: UploadPolicy = {
      expiration: policy.expiration,
      conditions: [
        ['eq', '$key', fields.key],
        ['starts-with', '$x-amz-date', '2026'],
      ],
    };
    expect(checkUploadPolicy(startsWith, { fields, size: 1 }, now)).toBeNull();
    expect(checkUploadPolicy(startsWith, { fields: { ...fields, 'x-amz-date': '2027' }, size: 1 }, now)).toBe('field-mismatch');
    expect(checkUploadPolicy({ expiration: 'soon', conditions: [['eq', '$key', 'a']] }, { fields, size: 1 }, now)).toBe('malformed');
    const odd = {
      expiration: policy.expiration,
      conditions: [
        ['eq', '$key', fields.key],
        ['between', '$key', 'x'],
      ],
    } as unknown as UploadPolicy;
    expect(checkUploadPolicy(odd, { fields, size: 1 }, now)).toBe('malformed');
  });
  it('canonicalises form field names and refuses case variants and repeats', () => {
    expect(
      canonicalFormFields([
        ['Key', 'a'],
        ['X-Amz-Date', 'd'],
      ]),
    ).toEqual({ fields: { key: 'a', 'x-amz-date': 'd' } });
    expect(
      canonicalFormFields([
        ['Key', 'uploads/tilepix/a.jpg'],
        ['key', 'uploads/wg/b.jpg'],
      ]),
    ).toEqual({ repeated: 'key' });
    expect(
      canonicalFormFields([
        ['policy', 'p'],
        ['policy', 'p'],
      ]),
    ).toEqual({ repeated: 'policy' });
    const proto = canonicalFormFields([['__proto__', 'x']]) as { fields: Record<string, string> };
    expect(Object.keys(proto.fields)).toEqual(['__proto__']);
  });
});

describe('isHeif', () => {
  const box = (brand: string) => new Uint8Array([0, 0, 0, 24, ...[...`ftyp${brand}`].map((c) => c.charCodeAt(0))]);
  it('recognises HEIC and HEIF brands', () => {
    expect(isHeif(box('heic'))).toBe(true);
    expect(isHeif(box('mif1'))).toBe(true);
  });
  it('rejects other files', () => {
    expect(isHeif(box('isom'))).toBe(false);
    expect(isHeif(new Uint8Array([0xff, 0xd8, 0xff]))).toBe(false);
  });
});

describe('faceCenteredOrigin', () => {
  const image = { width: 1000, height: 500 };
  const crop = { width: 500, height: 500 };
  it('centres the crop on the faces', () => {
    expect(faceCenteredOrigin(image, crop, [{ Top: 0.2, Left: 0.6, Width: 0.1, Height: 0.2 }])).toEqual({ x: 400, y: 0 });
  });
  it('stays inside the image and spans several faces', () => {
    expect(
      faceCenteredOrigin(image, crop, [
        { Top: 0.1, Left: 0.9, Width: 0.1, Height: 0.1 },
        { Top: 0.1, Left: 0.8, Width: 0.05, Height: 0.1 },
      ]),
    ).toEqual({ x: 500, y: 0 });
  });
  it('is null without faces', () => expect(faceCenteredOrigin(image, crop, [])).toBeNull());
});

describe("storedImagePlan (issue 28: keep the original's pixels)", () => {
  const jpeg = (width: number, height: number, orientation = 1) => ({ width, height, orientation });

  it('stores an upright JPEG within the caps as it is: a 12 MP camera JPEG of 5 MB, and one of exactly 20 MB', () => {
    expect(storedImagePlan({ bytes: 5_000_000, jpeg: jpeg(4000, 3000) })).toEqual({ kind: 'original' });
    expect(storedImagePlan({ bytes: MAX_UPLOAD_BYTES, jpeg: jpeg(8000, 6000) })).toEqual({ kind: 'original' });
  });

  it('re-encodes (upright, sRGB, at most 52 MP) what must be: not a JPEG, EXIF-rotated, over 20 MB, over 100 MP', () => {
    const reencode = { kind: 're-encode', maxPixels: 52_000_000, maxBytes: 20 * 1024 * 1024 };
    expect(storedImagePlan({ bytes: 2_000_000, jpeg: null })).toEqual(reencode);
    expect(storedImagePlan({ bytes: 2_000_000, jpeg: jpeg(4000, 3000, 6) })).toEqual(reencode);
    expect(storedImagePlan({ bytes: MAX_UPLOAD_BYTES + 1, jpeg: jpeg(4000, 3000) })).toEqual(reencode);
    expect(storedImagePlan({ bytes: 9_000_000, jpeg: jpeg(10001, 10000) })).toEqual(reencode);
  });
});
