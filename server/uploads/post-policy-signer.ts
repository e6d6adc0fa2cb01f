import { createHmac, timingSafeEqual } from 'node:crypto';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { UploadPolicy } from '../../src/domain/imaging/upload-rules';

/**
 * S3 signature version 4 for browser POST uploads (AWS "sigv4-HTTPPOSTConstructPolicy"): the
 * policy is base64 JSON; the signature is HMAC-SHA256 of that base64 text with the key derived
 * from the secret, the date, the region and the service. Same wire shape as a real bucket.
 */
export const ALGORITHM = 'AWS4-HMAC-SHA256';
const ACCESS_KEY_ID = 'tilepix-local';
const REGION = 'local';
const SERVICE = 's3';

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** `20260101T120000Z`, as x-amz-date is written. */
export const amzDate = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const signingKey = (secret: string, dateStamp: string): Buffer => hmac(hmac(hmac(hmac(`AWS4${secret}`, dateStamp), REGION), SERVICE), 'aws4_request');

export const credentialFor = (at: Date): string => `${ACCESS_KEY_ID}/${amzDate(at).slice(0, 8)}/${REGION}/${SERVICE}/aws4_request`;

export const encodePolicy = (policy: UploadPolicy): string => Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');

export const signPolicy = (secret: string, dateStamp: string, policyBase64: string): string =>
  hmac(signingKey(secret, dateStamp), policyBase64).toString('hex');

const CREDENTIAL = /^([A-Za-z0-9-]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9]+)\/aws4_request$/;

const PolicyCodec = t.type({
  expiration: t.string,
  conditions: t.array(
    t.union([
      t.record(t.string, t.string),
      t.tuple([t.literal('content-length-range'), t.number, t.number]),
      t.tuple([t.union([t.literal('starts-with'), t.literal('eq')]), t.string, t.string]),
    ]),
  ),
});

/**
 * The policy of a POST when its signature is genuine (right algorithm, our access key, region and
 * service, and an HMAC that matches), else null. `fields` are the form's fields by lower-case name
 * (`canonicalFormFields`): each is read one way, here and for the write. Checking what the policy
 * allows is the domain's `checkUploadPolicy`.
 */
export function verifiedPolicy(secret: string, fields: Readonly<Record<string, string>>): UploadPolicy | null {
  const policyBase64 = fields.policy;
  const signature = fields['x-amz-signature'];
  const algorithm = fields['x-amz-algorithm'];
  const credential = CREDENTIAL.exec(fields['x-amz-credential'] ?? '');
  if (!policyBase64 || !signature || algorithm !== ALGORITHM || !credential) return null;
  const [, accessKey, dateStamp, region, service] = credential;
  if (accessKey !== ACCESS_KEY_ID || region !== REGION || service !== SERVICE) return null;
  const expected = Buffer.from(signPolicy(secret, dateStamp!, policyBase64), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const decoded = PolicyCodec.decode(json);
  return isLeft(decoded) ? null : (decoded.right as UploadPolicy);
}
