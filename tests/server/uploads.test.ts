import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import jpeg from 'jpeg-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrepareAnswerCodec, type UploadSlotWire } from '../../src/contract/photos';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { encodePolicy, signPolicy } from '../../server/uploads/post-policy-signer';
import { testDbFactories } from './test-db';

const jpegOf = (width: number, height: number): Uint8Array => {
  const data = Buffer.alloc(width * height * 4, 0x80);
  return new Uint8Array(jpeg.encode({ data, width, height }, 80).data);
};

describe.each(testDbFactories)('uploads on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  let filesDir: string;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    filesDir = await mkdtemp(path.join(tmpdir(), 'tpx-uploads-'));
    app = createApp({
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang', publicUrl: 'http://store.test' },
      frameAncestors: [],
      filesDir,
      log: () => {},
    });
  });
  afterAll(async () => {
    await db.close();
  });

  const prepare = async (quantity: unknown, tenant = 'tilepix') =>
    app.request(`http://store.test/api/v1/photos/prepare?tenantId=${tenant}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quantity }),
    });
  const slot = async (tenant = 'tilepix'): Promise<UploadSlotWire> => {
    const body = (await (await prepare(1, tenant)).json()) as { slots: UploadSlotWire[] };
    return body.slots[0]!;
  };
  const post = (fields: Record<string, string>, file: Uint8Array | null, fileName = 'photo.jpg') => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('file', new Blob([file as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), fileName);
    return app.request('http://store.test/files', { method: 'POST', body: form });
  };
  const storedKeys = async () => (await db.query<{ key: string }>('SELECT key FROM uploaded_photos ORDER BY key')).map((r) => r.key);
  const filesUnder = async (tenant: string) => (await readdir(path.join(filesDir, 'uploads', tenant)).catch(() => [] as string[])).sort();
  const message = async (res: Response) => ((await res.json()) as { message: string }).message;

  describe('POST v1/photos/prepare', () => {
    it('answers presigned POST slots with a key under the tenant prefix, a 15-minute policy and a sigv4 signature', async () => {
      const res = await prepare(3);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(PrepareAnswerCodec.is(body)).toBe(true);
      const slots = (body as { slots: UploadSlotWire[] }).slots;
      expect(slots).toHaveLength(3);
      expect(new Set(slots.map((s) => s.fields.key)).size).toBe(3);
      const s = slots[0]!;
      // Same-origin (issue 26): a store reached at 127.0.0.1 or a LAN name uploads to itself.
      expect(s.url).toBe('/files');
      expect(s.fields.key).toMatch(/^uploads\/tilepix\/[0-9a-f-]{36}\.jpg$/);
      expect(s.fields['x-amz-algorithm']).toBe('AWS4-HMAC-SHA256');
      expect(s.fields['x-amz-credential']).toMatch(/^tilepix-local\/\d{8}\/local\/s3\/aws4_request$/);
      expect(s.fields['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
      expect(s.fields['x-amz-signature']).toMatch(/^[0-9a-f]{64}$/);
      const policy = JSON.parse(Buffer.from(s.fields.policy!, 'base64').toString('utf8'));
      const ttl = Date.parse(policy.expiration) - Date.now();
      expect(ttl).toBeGreaterThan(14 * 60 * 1000);
      expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
      expect(policy.conditions).toContainEqual(['eq', '$key', s.fields.key]);
      expect(policy.conditions).toContainEqual(['content-length-range', 1, 20 * 1024 * 1024]);
      expect(policy.conditions).toContainEqual({ success_action_status: '201' });
    });

    it('gives at most 100 slots per request and refuses other quantities with a clear 400', async () => {
      expect(((await (await prepare(100)).json()) as { slots: unknown[] }).slots).toHaveLength(100);
      for (const bad of [0, 101, 2.5, -1, '3', null]) {
        const res = await prepare(bad);
        expect(res.status).toBe(400);
        expect(await message(res)).toMatch(/quantity/);
      }
    });

    it('refuses an unknown tenant', async () => {
      const res = await prepare(1, 'nobody');
      expect(res.status).toBe(404);
      expect(await message(res)).toBe('Tenant not found.');
    });
  });

  describe('POST /files (the upload endpoint)', () => {
    it('stores a JPEG posted with its slot fields, answers 201 and serves it with its dimensions', async () => {
      const s = await slot();
      const photo = jpegOf(64, 48);
      const res = await post(s.fields, photo);
      expect(res.status).toBe(201);
      expect(res.headers.get('x-amz-meta-width')).toBe('64');
      expect(res.headers.get('x-amz-meta-height')).toBe('48');
      expect(await res.text()).toContain(`<Key>${s.fields.key}</Key>`);
      expect(await readFile(path.join(filesDir, s.fields.key!))).toEqual(Buffer.from(photo));
      const [row] = await db.query<{ width: number; height: number; byte_size: number; tenant_id: string }>(
        'SELECT width, height, byte_size, tenant_id FROM uploaded_photos WHERE key = $1',
        [s.fields.key],
      );
      expect(row).toEqual({ width: 64, height: 48, byte_size: photo.length, tenant_id: 'tilepix' });
      const head = await app.request(`http://store.test/files/${s.fields.key}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('x-amz-meta-width')).toBe('64');
      expect(head.headers.get('x-amz-meta-height')).toBe('48');
    });

    it('issue 26: serves every upload with the type sniffed from its bytes (recorded at upload), whatever its .jpg key says, at a same-origin address', async () => {
      const grey = { create: { width: 12, height: 8, channels: 3 as const, background: '#808080' } };
      const formats: Array<[string, Uint8Array]> = [
        ['image/png', new Uint8Array(await sharp(grey).png().toBuffer())],
        ['image/gif', new Uint8Array(await sharp(grey).gif().toBuffer())],
        ['image/jpeg', jpegOf(12, 8)],
      ];
      for (const [type, bytes] of formats) {
        const s = await slot();
        const res = await post(s.fields, bytes, 'photo.jpg');
        expect([type, res.status]).toEqual([type, 201]);
        expect(res.headers.get('location')).toBe(`/files/${s.fields.key}`);
        expect(await res.text()).toContain(`<Location>/files/${s.fields.key}</Location>`);
        const [row] = await db.query<{ content_type: string }>('SELECT content_type FROM uploaded_photos WHERE key = $1', [s.fields.key]);
        expect(row).toEqual({ content_type: type });
        for (const method of ['GET', 'HEAD']) {
          const served = await app.request(`http://store.test/files/${s.fields.key}`, { method });
          expect([type, method, served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual([
            type,
            method,
            200,
            type,
            'nosniff',
          ]);
        }
      }
    });

    it('stores a repeated POST of the same slot once (a retry after a lost answer)', async () => {
      const s = await slot();
      const photo = jpegOf(20, 20);
      expect((await post(s.fields, photo)).status).toBe(201);
      expect((await post(s.fields, photo)).status).toBe(201);
      expect((await storedKeys()).filter((k) => k === s.fields.key)).toHaveLength(1);
    });

    it('item 5: never overwrites a stored object: another file for a used slot is refused with 409', async () => {
      const s = await slot();
      const first = jpegOf(20, 20);
      expect((await post(s.fields, first)).status).toBe(201);
      const res = await post(s.fields, jpegOf(40, 30));
      expect(res.status).toBe(409);
      expect(await message(res)).toMatch(/already holds a photo/);
      expect(await readFile(path.join(filesDir, s.fields.key!))).toEqual(Buffer.from(first));
      const head = await app.request(`http://store.test/files/${s.fields.key}`, { method: 'HEAD' });
      expect([head.headers.get('x-amz-meta-width'), head.headers.get('content-length')]).toEqual(['20', String(first.length)]);
    });

    describe('refusals store nothing', () => {
      const refused = async (fields: Record<string, string>, file: Uint8Array | null, status: number, text: RegExp) => {
        const keysBefore = await storedKeys();
        const filesBefore = await filesUnder('tilepix');
        const filesWg = await filesUnder('wg');
        const res = await post(fields, file);
        expect(res.status).toBe(status);
        expect(await message(res)).toMatch(text);
        expect(await storedKeys()).toEqual(keysBefore);
        expect(await filesUnder('tilepix')).toEqual(filesBefore);
        expect(await filesUnder('wg')).toEqual(filesWg);
      };

      it('a forged signature', async () => {
        const s = await slot();
        const forged = s.fields['x-amz-signature']!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
        await refused({ ...s.fields, 'x-amz-signature': forged }, jpegOf(8, 8), 403, /signature is not valid/);
      });

      it('a policy rewritten by the client (wider key prefix, bigger size)', async () => {
        const s = await slot();
        const policy = JSON.parse(Buffer.from(s.fields.policy!, 'base64').toString('utf8'));
        policy.conditions[0] = ['starts-with', '$key', 'uploads/'];
        const rewritten = Buffer.from(JSON.stringify(policy)).toString('base64');
        await refused({ ...s.fields, policy: rewritten, key: 'uploads/wg/x.jpg' }, jpegOf(8, 8), 403, /signature is not valid/);
      });

      it('a policy signed with another secret', async () => {
        const s = await slot();
        const dateStamp = s.fields['x-amz-date']!.slice(0, 8);
        await refused({ ...s.fields, 'x-amz-signature': signPolicy('not-our-secret', dateStamp, s.fields.policy!) }, jpegOf(8, 8), 403, /signature/);
      });

      it('an expired policy', async () => {
        const expiredApp = createApp({
          db,
          config: { clientDir: tmpdir(), hostedPageUrl: 'x', uploadSigningSecret: 'fixed-secret' },
          frameAncestors: [],
          filesDir,
          log: () => {},
        });
        const s = await slot();
        const policy = JSON.parse(Buffer.from(s.fields.policy!, 'base64').toString('utf8'));
        policy.expiration = new Date(Date.now() - 1000).toISOString();
        const encoded = encodePolicy(policy);
        const fields = { ...s.fields, policy: encoded, 'x-amz-signature': signPolicy('fixed-secret', s.fields['x-amz-date']!.slice(0, 8), encoded) };
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        form.append('file', new Blob([jpegOf(8, 8) as Uint8Array<ArrayBuffer>]), 'a.jpg');
        const before = await storedKeys();
        const res = await expiredApp.request('http://store.test/files', { method: 'POST', body: form });
        expect(res.status).toBe(403);
        expect(await message(res)).toBe('This upload slot has expired; ask for a new one.');
        expect(await storedKeys()).toEqual(before);
      });

      it('item 5: a signed Key= with an unsigned key= (field names differ only in case), in either order', async () => {
        const s = await slot();
        const victim = await slot('wg');
        const { key, ...rest } = s.fields;
        await refused({ Key: key!, ...rest, key: victim.fields.key! }, jpegOf(8, 8), 400, /'key' more than once/);
        await refused({ key: victim.fields.key!, ...rest, Key: key! }, jpegOf(8, 8), 400, /'key' more than once/);
        await refused({ ...s.fields, Policy: s.fields.policy! }, jpegOf(8, 8), 400, /'policy' more than once/);
        await refused({ ...s.fields, 'x-amz-date': s.fields['x-amz-date']!, 'X-Amz-Date': '20990101T000000Z' }, jpegOf(8, 8), 400, /more than once/);
      });

      it('item 6: a sibling key under the slot key (exact keys only) and a key no slot was issued for', async () => {
        const s = await slot();
        await refused({ ...s.fields, key: s.fields.key!.replace(/\.jpg$/, '-2.jpg') }, jpegOf(8, 8), 403, /does not match its slot/);
        await refused({ ...s.fields, key: `${s.fields.key}.jpg` }, jpegOf(8, 8), 403, /does not match its slot/);
        // Even a genuinely signed policy needs an issued slot for its key.
        const signedApp = createApp({
          db,
          config: { clientDir: tmpdir(), hostedPageUrl: 'x', uploadSigningSecret: 'fixed-secret' },
          frameAncestors: [],
          filesDir,
          log: () => {},
        });
        const key = 'uploads/tilepix/00000000-0000-4000-8000-000000000000.jpg';
        const policy = JSON.parse(Buffer.from(s.fields.policy!, 'base64').toString('utf8'));
        policy.conditions[0] = ['eq', '$key', key];
        const encoded = encodePolicy(policy);
        const form = new FormData();
        for (const [k, v] of Object.entries({
          ...s.fields,
          key,
          policy: encoded,
          'x-amz-signature': signPolicy('fixed-secret', s.fields['x-amz-date']!.slice(0, 8), encoded),
        }))
          form.append(k, v);
        form.append('file', new Blob([jpegOf(8, 8) as Uint8Array<ArrayBuffer>]), 'a.jpg');
        const before = await storedKeys();
        const res = await signedApp.request('http://store.test/files', { method: 'POST', body: form });
        expect(res.status).toBe(403);
        expect(await message(res)).toBe('No upload slot was issued for this key; ask for a new one.');
        expect(await storedKeys()).toEqual(before);
      });

      it('a key outside the slot (another tenant, another name, a path escape)', async () => {
        const s = await slot();
        await refused({ ...s.fields, key: 'uploads/wg/stolen.jpg' }, jpegOf(8, 8), 403, /does not match its slot/);
        await refused({ ...s.fields, key: `${s.fields.key!.replace(/\.jpg$/, '')}/../../../x.jpg` }, jpegOf(8, 8), 403, /does not match its slot/);
        await refused({ ...s.fields, key: s.fields.key!.replace(/\.jpg$/, '.html') }, jpegOf(8, 8), 403, /does not match its slot/);
      });

      it('an oversize file and an empty one', async () => {
        const s = await slot();
        const big = new Uint8Array(20 * 1024 * 1024 + 1);
        big.set(jpegOf(8, 8));
        await refused(s.fields, big, 413, /between 1 byte and 20 MB/);
        await refused(s.fields, new Uint8Array(0), 413, /between 1 byte and 20 MB/);
      });

      it('a file that is not an image, whatever its name says', async () => {
        const s = await slot();
        await refused(s.fields, new TextEncoder().encode('<html><script>alert(1)</script></html>'), 415, /not a JPEG, PNG or GIF image/);
        await refused(s.fields, new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]), 415, /not a JPEG, PNG or GIF image/);
      });

      it('item 7: a form whose file comes before the policy', async () => {
        const s = await slot();
        const keysBefore = await storedKeys();
        const form = new FormData();
        form.append('key', s.fields.key!);
        form.append('file', new Blob([jpegOf(8, 8) as Uint8Array<ArrayBuffer>]), 'a.jpg');
        for (const [k, v] of Object.entries(s.fields)) if (k !== 'key') form.append(k, v);
        const res = await app.request('http://store.test/files', { method: 'POST', body: form });
        expect(res.status).toBe(400);
        expect(await message(res)).toBe('The policy and its signature must come before the file in the form.');
        expect(await storedKeys()).toEqual(keysBefore);
      });

      it('a POST without a file or without multipart', async () => {
        const s = await slot();
        await refused(s.fields, null, 400, /no file/);
        const res = await app.request('http://store.test/files', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        expect(res.status).toBe(415);
      });
    });
  });

  describe('item 7: the body is streamed with a hard limit', () => {
    /** A multipart body sent in 64 KB chunks with no Content-Length; counts the bytes the server pulled. */
    const chunkedForm = (fields: Array<[string, string]>, fileBytes: number, fileFirst = false) => {
      const boundary = '----tpxBoundary7MA4YWxkTrZu0gW';
      const head = (name: string, file: boolean) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="big.jpg"\r\nContent-Type: image/jpeg' : ''}\r\n\r\n`;
      const fieldText = fields.map(([n, v]) => `${head(n, false)}${v}\r\n`).join('');
      const fileHead = Buffer.from(head('file', true));
      const prefix = Buffer.from(fileFirst ? '' : fieldText);
      const jpegStart = Buffer.from(jpegOf(8, 8));
      const tail = Buffer.from(`\r\n${fileFirst ? fieldText : ''}--${boundary}--\r\n`);
      const chunk = 64 * 1024;
      let pulled = 0;
      let sentFile = 0;
      let stage = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const send = (bytes: Uint8Array) => {
            pulled += bytes.length;
            controller.enqueue(bytes);
          };
          if (stage === 0) {
            stage = 1;
            return send(Buffer.concat([prefix, fileHead, jpegStart]));
          }
          if (stage === 1 && sentFile + jpegStart.length < fileBytes) {
            const n = Math.min(chunk, fileBytes - jpegStart.length - sentFile);
            sentFile += n;
            return send(new Uint8Array(n));
          }
          if (stage === 1) {
            stage = 2;
            return send(tail);
          }
          controller.close();
        },
      });
      const request = () =>
        app.request('http://store.test/files', {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          body,
          duplex: 'half',
        } as RequestInit);
      return { request, pulled: () => pulled };
    };

    it('refuses a chunked 25 MB file after reading little more than the 20 MB cap', async () => {
      const s = await slot();
      const before = await storedKeys();
      const form = chunkedForm(Object.entries(s.fields), 25 * 1024 * 1024);
      const res = await form.request();
      expect(res.status).toBe(413);
      expect(await message(res)).toMatch(/between 1 byte and 20 MB/);
      expect(form.pulled()).toBeLessThan(20 * 1024 * 1024 + 256 * 1024);
      expect(await storedKeys()).toEqual(before);
    });

    it('checks the signature before reading the file', async () => {
      const s = await slot();
      const forged = s.fields['x-amz-signature']!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const form = chunkedForm(Object.entries({ ...s.fields, 'x-amz-signature': forged }), 10 * 1024 * 1024);
      const res = await form.request();
      expect(res.status).toBe(403);
      expect(form.pulled()).toBeLessThan(256 * 1024);
    });

    it('refuses a file before the policy without reading the file', async () => {
      const s = await slot();
      const form = chunkedForm(Object.entries(s.fields), 10 * 1024 * 1024, true);
      const res = await form.request();
      expect(res.status).toBe(400);
      expect(form.pulled()).toBeLessThan(256 * 1024);
    });

    it('stores a streamed photo of legal size', async () => {
      const s = await slot();
      const photo = jpegOf(32, 24);
      const boundary = 'b0undary';
      const text = Object.entries(s.fields)
        .map(([n, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`)
        .join('');
      const whole = Buffer.concat([
        Buffer.from(
          `preamble\r\n${text}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a \\"b\\".jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        Buffer.from(photo),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      // One byte per chunk: every boundary and header straddles chunks.
      let i = 0;
      const body = new ReadableStream<Uint8Array>({ pull: (c) => (i < whole.length ? c.enqueue(whole.subarray(i, ++i)) : c.close()) });
      const res = await app.request('http://store.test/files', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary="${boundary}"` },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(201);
      expect(await readFile(path.join(filesDir, s.fields.key!))).toEqual(Buffer.from(photo));
    });
  });

  describe('item 6: prepare is throttled and quota-bound per client', () => {
    const limitedApp = (photos: number, capacity: number) =>
      createApp({
        db,
        config: { clientDir: tmpdir(), hostedPageUrl: 'x' },
        frameAncestors: [],
        filesDir,
        log: () => {},
        uploadLimits: { prepareThrottle: { capacity, refillPerSecond: 0.001 }, quota: { photos, bytes: 5 * 1024 ** 3, windowMs: 86_400_000 } },
      });
    const prepareOn = (target: Hono, quantity: number) =>
      target.request('http://store.test/api/v1/photos/prepare?tenantId=tilepix', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ quantity }),
      });

    it('refuses prepare calls past the per-client burst with 429', async () => {
      const tight = limitedApp(10_000, 3);
      for (let i = 0; i < 3; i++) expect((await prepareOn(tight, 1)).status).toBe(200);
      const res = await prepareOn(tight, 1);
      expect(res.status).toBe(429);
      expect(await message(res)).toMatch(/Too many upload requests/);
    });

    it('refuses slots past the photo quota of the client, issuing none of the request', async () => {
      const slotsBefore = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM upload_slots'))[0]!.n);
      const quotaApp = limitedApp(slotsBefore + 5, 100);
      expect((await prepareOn(quotaApp, 3)).status).toBe(200);
      const res = await prepareOn(quotaApp, 3);
      expect(res.status).toBe(429);
      expect(await message(res)).toBe(`Upload limit reached: at most ${slotsBefore + 5} photos a day. Please try again later.`);
      expect((await prepareOn(quotaApp, 2)).status).toBe(200);
      expect(Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM upload_slots'))[0]!.n)).toBe(slotsBefore + 5);
    });
  });

  it('item 8: file headers come from the stored bytes, even when the file changes on disk', async () => {
    const s = await slot();
    expect((await post(s.fields, jpegOf(64, 48))).status).toBe(201);
    const url = `http://store.test/files/${s.fields.key}`;
    expect((await app.request(url, { method: 'HEAD' })).headers.get('x-amz-meta-width')).toBe('64');
    const replaced = jpegOf(30, 10);
    await writeFile(path.join(filesDir, s.fields.key!), replaced);
    const head = await app.request(url, { method: 'HEAD' });
    expect([head.headers.get('x-amz-meta-width'), head.headers.get('x-amz-meta-height'), head.headers.get('content-length')]).toEqual([
      '30',
      '10',
      String(replaced.length),
    ]);
  });

  describe('POST v1/photos/face_detection', () => {
    it('looks for faces on the caller’s own upload: none on a plain grey photo (faces: face-detection.test.ts)', async () => {
      const s = await slot();
      expect((await post(s.fields, jpegOf(16, 16))).status).toBe(201);
      const res = await app.request('http://store.test/api/v1/photos/face_detection?tenantId=tilepix', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: s.fields.key }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ boxes: [] });
    });
    it('refuses an unknown key and a malformed body', async () => {
      const ask = (body: unknown) =>
        app.request('http://store.test/api/v1/photos/face_detection', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await ask({ key: 'uploads/tilepix/none.jpg' })).status).toBe(404);
      expect((await ask({ key: 7 })).status).toBe(400);
    });
  });

  it('keeps one random signing secret in the database when none is configured', async () => {
    const rows = await db.query<{ secret: string }>('SELECT secret FROM upload_signing_secret');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret).toMatch(/^[0-9a-f]{64}$/);
  });
});
