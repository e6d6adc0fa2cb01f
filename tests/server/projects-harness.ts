import { expect } from 'vitest';
import { toServerProject, type ServerProject } from '../../src/contract/project';
import type { Project, Tile } from '../../src/domain/project';
import type { Db } from '../../server/db/db';
import { project as domainProject, tile } from '../domain/fixtures';
import { accountApp, prepareDb, TestClock, type HarnessOptions, type Json } from './account-harness';

export { tile };

/** A server-format project of `cartToken` with one 1200 x 1200 tile (crop inside), or the tiles given. */
export const serverProject = (id: string, cartToken: string, extra: Partial<Project> = {}): ServerProject =>
  toServerProject(domainProject(id, { cartToken, ...extra }));

/** `n` tiles of a project (ids `${id}-t<i>`), each with its crop inside a 1200 x 1200 image. */
export const tiles = (id: string, n: number, extra: Partial<Tile> = {}): Tile[] => Array.from({ length: n }, (_, i) => tile(`${id}-t${i}`, extra));

export interface CallOptions {
  readonly token?: string;
  readonly tenant?: string;
  readonly ip?: string;
}

export type Answer = { status: number; body: Json };

/** A migrated, seeded database and the app over it, with the projects calls as helpers. */
export async function openProjectsHarness(open: () => Promise<Db>, options: HarnessOptions = {}) {
  const db = await open();
  const clock = new TestClock();
  await prepareDb(db, clock);
  const h = accountApp(db, clock, options);

  const call = async (path: string, body: unknown, opts: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
    const res = await h.app.request(
      `http://store.test/api/v1/${path}?tenantId=${opts.tenant ?? 'tilepix'}`,
      { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: opts.ip ?? '203.0.113.7' } } },
    );
    const text = await res.text();
    return { status: res.status, body: (text === '' ? {} : JSON.parse(text)) as Json };
  };

  const save = (p: ServerProject, baseVersion: number | null, opts?: CallOptions) => call('projects/save', { ...p, baseVersion }, opts);
  const list = (body: { cartToken?: string; userId?: string } = {}, opts?: CallOptions) => call('projects/get', { abandoned: true, ...body }, opts);
  const remove = (projectId: string, cartToken: string, opts?: CallOptions) => call('projects/delete', { projectId, cartToken }, opts);

  /** The ids a get answers, sorted. */
  const idsOf = (answer: Answer): string[] => {
    expect(answer.status).toBe(200);
    return (answer.body.projects as Array<{ id: string }>).map((p) => p.id).sort();
  };

  /** The stored row of a project, read back from the database (null when absent). */
  const row = async (id: string, tenant = 'tilepix') => {
    const [r] = await db.query<{
      version: number;
      owner_id: string | null;
      cart_token: string;
      document: ServerProject;
      completed_at: unknown;
      order_id: string | null;
    }>('SELECT version, owner_id, cart_token, document, completed_at, order_id FROM projects WHERE tenant_id = $1 AND id = $2', [tenant, id]);
    return r ?? null;
  };

  const count = async (): Promise<number> => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM projects'))[0]!.n);

  /** A signed-in customer: the access token and the customer id. */
  const customer = async (email: string, tenant = 'tilepix') => {
    const s = await h.session(email, tenant);
    return { token: s.accessToken, id: s.customer.id as string };
  };

  return { db, clock, h, call, save, list, remove, idsOf, row, count, customer };
}

export type ProjectsHarness = Awaited<ReturnType<typeof openProjectsHarness>>;
