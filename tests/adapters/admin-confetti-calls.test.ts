import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { describe, expect, it } from 'vitest';
import { HttpAdminConfettiApi } from '../../src/adapters/main-api/admin-confetti-calls';
import { UPLOAD_BROKE_OFF, type ProgressFetch } from '../../src/adapters/main-api/progress-fetch';

const API = 'https://api.test/api/';
const ALBUM = { id: 'summer-trip', name: 'Summer Trip', public: true, position: 1, version: 4, images: [] };

/** The confetti upload over the transport's `upload` (the same path as the asset library's). */
describe('HttpAdminConfettiApi.uploadImage', () => {
  const api = (send: ProgressFetch, recover: () => Promise<'retry' | 'give-up'> = async () => 'give-up') => {
    return new HttpAdminConfettiApi(
      new MainApiTransport({
        settings: { apiBase: API, version: '1.0.0' },
        tenantId: 'tilepix',
        tokens: { current: () => 'admin-token' },
        unauthorized: { recover },
        progressFetch: send,
      }),
    );
  };
  const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

  it("posts the photo's bytes with its type, the album's version and name, reports progress and answers the albums", async () => {
    const sent: Array<{ url: URL; headers: Readonly<Record<string, string>>; body: Blob }> = [];
    const progress: number[] = [];
    const a = api(async (url, init, onProgress) => {
      sent.push({ url, headers: init.headers, body: init.body });
      onProgress(0.5);
      return Response.json({ albums: [ALBUM] });
    });
    expect(await a.uploadImage('summer-trip', 3, photo, 'Beach day.jpg', (f) => progress.push(f))).toEqual({ _tag: 'Right', right: [ALBUM] });
    expect(sent[0]!.url.pathname).toBe('/api/v1/admin/albums/summer-trip/images');
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ tenantId: 'tilepix', version: '3', name: 'Beach day.jpg' });
    expect(sent[0]!.headers).toMatchObject({ 'content-type': 'image/jpeg', authorization: 'Bearer admin-token', 'x-tpx-version': '1.0.0' });
    expect(sent[0]!.body).toBe(photo);
    expect(progress).toEqual([0.5]);
  });

  it("answers a refusal in the server's words, a broken line in words, and recovers a 401 once", async () => {
    const refused = api(async () => Response.json({ message: 'That file is not a JPEG, PNG or WebP image.' }, { status: 415 }));
    expect(await refused.uploadImage('summer-trip', 3, photo, 'x.gif', () => {})).toEqual({
      _tag: 'Left',
      left: { code: 'api/bad-request', status: 415, message: 'That file is not a JPEG, PNG or WebP image.' },
    });
    const broken = api(async () => Promise.reject(new TypeError(UPLOAD_BROKE_OFF)));
    expect(await broken.uploadImage('summer-trip', 3, photo, 'x.jpg', () => {})).toEqual({
      _tag: 'Left',
      left: { code: 'api/network', message: UPLOAD_BROKE_OFF },
    });
    let n = 0;
    const again = api(
      async () => (++n === 1 ? Response.json({ message: 'Sign in required' }, { status: 401 }) : Response.json({ albums: [ALBUM] })),
      async () => 'retry',
    );
    expect(await again.uploadImage('summer-trip', 3, photo, 'x.jpg', () => {})).toEqual({ _tag: 'Right', right: [ALBUM] });
    expect(n).toBe(2);
  });
});
