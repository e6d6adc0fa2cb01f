import { isLeft, isRight } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEEPALIVE_BODY_LIMIT, ProjectsCalls } from '../../src/adapters/main-api/projects-calls';
import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { ProjectConflictCodec, ProjectsGetAnswerCodec, toServerProject } from '../../src/contract/project';
import { endpoints } from '../../src/contract/endpoints';
import { createProject, createTile, type Project } from '../../src/domain/project';
import { API } from '../mocks/handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const project = (id: string, extra: Partial<Project> = {}): Project => ({
  ...createProject({ id, now: 1000, cartToken: 'cart-abc', productId: 'tilepix' }),
  tiles: [createTile({ id: `${id}-t`, width: 1200, height: 1200, imagePath: `/files/${id}.jpg` })],
  ...extra,
});

function calls(token: string | null = null) {
  const sent: Array<{ url: string; keepalive: boolean; auth: string | null; body: unknown }> = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    sent.push({
      url: String(input),
      keepalive: init?.keepalive === true,
      auth: headers.get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return fetch(input, init);
  };
  const transport = new MainApiTransport({ settings: { apiBase: API, version: 't' }, tenantId: 'tilepix', tokens: { current: () => token }, fetchImpl });
  return { api: new ProjectsCalls(transport), sent };
}

const url = (path: string) => `${API}${path}`;

describe('ProjectsCalls (POST v1/projects/get, save, delete)', () => {
  it('get: sends abandoned and the cart token, answers server copies with their revision and stored status', async () => {
    const wire = { ...toServerProject(project('p', { status: 'InProgress' })), version: 4 };
    server.use(http.post(url(endpoints.getProjects.path), () => HttpResponse.json(ProjectsGetAnswerCodec.encode({ projects: [wire] }))));
    const { api, sent } = calls('tok');
    const result = await api.list('cart-abc');
    expect(sent[0]!.body).toEqual({ abandoned: true, cartToken: 'cart-abc' });
    expect(sent[0]!.auth).toBe('Bearer tok');
    if (!isRight(result)) throw new Error('expected projects');
    expect(result.right[0]!.serverStatus).toBe('InProgress');
    expect(result.right[0]!.project).toMatchObject({ id: 'p', status: 'Cart', serverVersion: 4, savedToServer: true, hasUnsavedChanges: false });
    expect(result.right[0]!.project).not.toHaveProperty('version');
  });

  it('get: an answer that does not decode is a decode failure', async () => {
    server.use(http.post(url(endpoints.getProjects.path), () => HttpResponse.json({ projects: [{ id: 1 }] })));
    const result = await calls().api.list();
    expect(isLeft(result) && result.left.code).toBe('api/decode');
  });

  it('save: the server format plus baseVersion (null when never stored), answered with the new revision', async () => {
    server.use(http.post(url(endpoints.saveProject.path), () => HttpResponse.json({ version: 1 })));
    const { api, sent } = calls();
    expect(await api.save(project('p', { hasUnsavedChanges: true }))).toEqual({ _tag: 'Right', right: 1 });
    const body = sent[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'p', cartToken: 'cart-abc', baseVersion: null });
    expect(body).not.toHaveProperty('serverVersion');
    expect(body).not.toHaveProperty('hasUnsavedChanges');
    await api.save(project('p', { serverVersion: 6 }));
    expect((sent[1]!.body as Record<string, unknown>).baseVersion).toBe(6);
  });

  it('save: a 409 is decoded into a conflict carrying the project as the server holds it', async () => {
    const current = { ...toServerProject(project('p', { quantity: 7, status: 'Cart' })), version: 9 };
    server.use(
      http.post(url(endpoints.saveProject.path), () =>
        HttpResponse.json(ProjectConflictCodec.encode({ customerMessage: 'This project was changed elsewhere.', current }), { status: 409 }),
      ),
    );
    const result = await calls().api.save(project('p', { serverVersion: 3 }));
    if (!isLeft(result) || result.left.code !== 'projects/conflict') throw new Error('expected a conflict');
    expect(result.left.message).toBe('This project was changed elsewhere.');
    expect(result.left.current.project).toMatchObject({ id: 'p', quantity: 7, serverVersion: 9 });
    expect(result.left.current.serverStatus).toBe('Cart');
  });

  it('save: a 409 whose body is not a conflict, a 429 and a 500 are plain failures', async () => {
    for (const [status, code] of [
      [409, 'api/bad-request'],
      [429, 'api/bad-request'],
      [500, 'api/server'],
    ] as const) {
      server.use(http.post(url(endpoints.saveProject.path), () => HttpResponse.json({ message: `HTTP ${status}` }, { status })));
      const result = await calls().api.save(project('p'));
      expect(isLeft(result) && result.left.code !== 'projects/conflict' && [result.left.code, result.left.status]).toEqual([code, status]);
    }
  });

  it('save with keepalive: sent as keepalive while under 64 KB, as a plain request when bigger', async () => {
    server.use(http.post(url(endpoints.saveProject.path), () => HttpResponse.json({ version: 2 })));
    const { api, sent } = calls();
    await api.save(project('small'), { keepalive: true });
    const big = project('big', { metadata: { note: 'x'.repeat(KEEPALIVE_BODY_LIMIT) } });
    await api.save(big, { keepalive: true });
    await api.save(project('plain'));
    expect(sent.map((s) => s.keepalive)).toEqual([true, false, false]);
  });

  it('delete: projectId and cartToken', async () => {
    server.use(http.post(url(endpoints.deleteProject.path), () => new HttpResponse(null, { status: 204 })));
    const { api, sent } = calls();
    expect(await api.delete('p', 'cart-abc')).toEqual({ _tag: 'Right', right: undefined });
    expect(sent[0]!.body).toEqual({ projectId: 'p', cartToken: 'cart-abc' });
    server.use(http.post(url(endpoints.deleteProject.path), () => HttpResponse.json({ message: 'Not your project' }, { status: 403 })));
    const refused = await api.delete('p', 'cart-abc');
    expect(isLeft(refused) && refused.left.status).toBe(403);
  });
});
