import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpAdminTenantsApi } from '../../src/adapters/main-api/admin-tenant-calls';
import { UPLOAD_BROKE_OFF, UPLOAD_CANCELLED, type ProgressFetch } from '../../src/adapters/main-api/progress-fetch';
import { XhrAssetLibrary } from '../../src/adapters/main-api/xhr-asset-library';
import type { ChosenFile } from '../../src/application/ports/asset-library';
import type { EditableTenantSettings } from '../../src/domain/tenant/tenant-settings';

const API = 'https://api.test/api/';
const seen: Request[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const SETTINGS: EditableTenantSettings = {
  name: 'TilePix',
  brand: 'TilePix',
  shopAllLabel: 'SHOP ALL',
  accentColor: '#E4572E',
  homeVariant: 'default',
  partner: false,
  hideAbout: false,
  loginModalEnabled: false,
  productInstructions: 'steps',
  maxMainProductTiles: null,
  allowedFrameColors: null,
  forcedProductId: null,
  allowedParentOrigins: ['https://www.tilepix.com'],
  googleTagManagerContainerId: null,
  analyticsPrefix: 'tpx',
  footer: { text: 'Hi', social: [], quickLinks: [{ label: 'FAQ', href: '/faqs' }] },
};
const ASSET = {
  id: 'a1',
  url: '/files/assets/a1.png',
  thumbUrl: '/files/assets/a1_tmb.webp',
  fileName: 'a.png',
  contentType: 'image/png',
  bytes: 9,
  width: 1200,
  height: 800,
  uploadedBy: 'admin@tilepix.test',
  createdAt: '2026-05-01T10:00:00.000Z',
};

describe('HttpAdminTenantsApi', () => {
  it('saves the tenant in the path with the version it saw, and decodes the answer', async () => {
    server.use(
      http.post(`${API}v1/admin/tenants/:tenant/settings`, async ({ request, params }) => {
        seen.push(request.clone());
        const body = (await request.json()) as { version: number; settings: unknown };
        return HttpResponse.json({ id: params.tenant, version: body.version + 1, settings: body.settings });
      }),
    );
    const api = new HttpAdminTenantsApi(
      new MainApiTransport({
        settings: { apiBase: API, version: '1.0.0' },
        tenantId: 'tilepix',
        tokens: { current: () => 'admin-token' },
        unauthorized: { recover: async () => 'give-up' },
      }),
    );
    expect(await api.saveTenant('wg', 3, SETTINGS)).toEqual({ _tag: 'Right', right: { id: 'wg', version: 4, settings: SETTINGS } });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/admin/tenants/wg/settings');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer admin-token');
    expect(await seen[0]!.json()).toEqual({ version: 3, settings: SETTINGS });
  });
});

describe('XhrAssetLibrary', () => {
  const file = { name: 'Harbor 1.png', type: 'image/png', size: 9 } as unknown as ChosenFile;
  const library = (send: ProgressFetch, recover: () => Promise<'retry' | 'give-up'> = async () => 'give-up') => {
    return new XhrAssetLibrary(
      new MainApiTransport({
        settings: { apiBase: API, version: '1.0.0' },
        tenantId: 'tilepix',
        tokens: { current: () => 'admin-token' },
        unauthorized: { recover },
        progressFetch: send,
      }),
    );
  };

  it("posts the bytes to the contract's path with the name, token and version, reports progress, decodes the asset", async () => {
    const calls: Array<{ url: string; headers: Record<string, string> }> = [];
    const progress: number[] = [];
    const l = library(async (url, init, onProgress) => {
      calls.push({ url: url.toString(), headers: { ...init.headers } });
      onProgress(0.25);
      onProgress(0.75);
      return Response.json(ASSET, { status: 201 });
    });
    expect(await l.upload(file, (f) => progress.push(f))).toEqual({ _tag: 'Right', right: ASSET });
    expect(progress).toEqual([0.25, 0.75, 1]);
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/v1/admin/assets');
    expect(url.searchParams.get('name')).toBe('Harbor 1.png');
    expect(url.searchParams.get('tenantId')).toBe('tilepix');
    expect(calls[0]!.headers).toMatchObject({ authorization: 'Bearer admin-token', 'x-tpx-version': '1.0.0', 'content-type': 'application/octet-stream' });
  });

  it("answers a refusal with the server's words, a broken connection and a cancel in words too", async () => {
    const refused = library(async () => Response.json({ message: 'This file is an SVG drawing: upload a JPEG, PNG or WebP image.' }, { status: 422 }));
    expect(await refused.upload(file, () => {})).toEqual({
      _tag: 'Left',
      left: { code: 'api/bad-request', status: 422, message: 'This file is an SVG drawing: upload a JPEG, PNG or WebP image.' },
    });
    expect(await library(async () => Promise.reject(new TypeError(UPLOAD_BROKE_OFF))).upload(file, () => {})).toMatchObject({
      left: { code: 'api/network', message: 'The upload broke off: check the connection and try again.' },
    });
    expect(await library(async () => Promise.reject(new DOMException(UPLOAD_CANCELLED, 'AbortError'))).upload(file, () => {})).toMatchObject({
      left: { message: 'The upload was cancelled.' },
    });
  });

  it('on a 401 recovers the session once and sends again', async () => {
    let n = 0;
    const l = library(
      async () => (++n === 1 ? Response.json({ message: 'Sign in required' }, { status: 401 }) : Response.json(ASSET, { status: 201 })),
      async () => 'retry',
    );
    expect(await l.upload(file, () => {})).toEqual({ _tag: 'Right', right: ASSET });
    expect(n).toBe(2);
  });
});
