import { isRight } from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectConflictCodec } from '../../src/contract/project';
import { openProjectsHarness, serverProject, type ProjectsHarness } from './projects-harness';
import { testDbFactories } from './test-db';

/** Issue #15: save is an upsert carrying the revision it was based on; never a silent overwrite, never a duplicate. */
describe.each(testDbFactories)('project revisions on $name', ({ open }) => {
  let p: ProjectsHarness;
  let a: { token: string; id: string };

  beforeAll(async () => {
    p = await openProjectsHarness(open);
    a = await p.customer('vera@example.com');
  });
  afterAll(async () => {
    await p.db.close();
  });

  it('creates revision 1, then each save based on the stored revision answers the next', async () => {
    const doc = serverProject('v-1', 'cart-v-0000001');
    expect(await p.save(doc, null)).toEqual({ status: 200, body: { version: 1 } });
    expect(await p.save({ ...doc, quantity: 2 }, 1)).toEqual({ status: 200, body: { version: 2 } });
    expect(await p.save({ ...doc, quantity: 3 }, 2)).toEqual({ status: 200, body: { version: 3 } });
    const [got] = (await p.list({ cartToken: 'cart-v-0000001' })).body.projects as Array<Record<string, unknown>>;
    expect(got).toEqual({ ...doc, quantity: 3, version: 3 });
  });

  it('a stale revision answers 409 with the current project and writes nothing', async () => {
    const doc = serverProject('v-2', 'cart-v-0000002');
    await p.save(doc, null);
    await p.save({ ...doc, frameColor: 'White' }, 1);
    const stale = await p.save({ ...doc, frameColor: 'Gray' }, 1);
    expect(stale.status).toBe(409);
    expect(isRight(ProjectConflictCodec.decode(stale.body))).toBe(true);
    expect(stale.body).toMatchObject({
      code: 'projects/conflict',
      customerMessage: 'This project was changed somewhere else. The newest version is shown.',
      current: { ...doc, frameColor: 'White', version: 2 },
    });
    // A revision from the future is as wrong as one from the past.
    expect((await p.save({ ...doc, frameColor: 'Gray' }, 7)).status).toBe(409);
    expect(await p.row(doc.id)).toMatchObject({ version: 2, document: { frameColor: 'White' } });
  });

  it('the same document again on an older revision (the first answer was lost) is acknowledged: 200 with the current one, nothing written', async () => {
    const doc = serverProject('v-again', 'cart-v-again-01');
    await p.save(doc, null);
    const edited = { ...doc, frameColor: 'White' };
    expect(await p.save(edited, 1)).toMatchObject({ status: 200, body: { version: 2 } });
    // The page that sent it closed before the answer: the next page sends it once more, on revision 1.
    expect(await p.save(edited, 1)).toMatchObject({ status: 200, body: { version: 2 } });
    // And a first save whose answer was lost, sent again as a create.
    expect(await p.save(edited, null)).toMatchObject({ status: 200, body: { version: 2 } });
    expect(await p.row(doc.id)).toMatchObject({ version: 2, document: { frameColor: 'White' } });
  });

  it('creating an id twice answers 409 with the stored one: never a duplicate', async () => {
    const doc = serverProject('v-3', 'cart-v-0000003');
    await p.save(doc, null);
    const again = await p.save({ ...doc, quantity: 5 }, null);
    expect(again).toMatchObject({
      status: 409,
      body: { customerMessage: 'This project is already saved. The saved version is shown.', current: { id: 'v-3', quantity: 1, version: 1 } },
    });
    expect(await p.db.query('SELECT id FROM projects WHERE id = $1', ['v-3'])).toHaveLength(1);
  });

  it('a revision for an id the server does not have: 404, nothing created', async () => {
    const res = await p.save(serverProject('v-gone', 'cart-v-0000004'), 3);
    expect(res).toMatchObject({ status: 404, body: { message: 'This project is no longer saved on the server.' } });
    expect(await p.row('v-gone')).toBeNull();
  });

  it('two saves based on the same revision at the same time: exactly one 200, the other 409', async () => {
    const doc = serverProject('v-race', 'cart-v-race-001');
    await p.save(doc, null, { token: a.token });
    const [one, two] = await Promise.all([p.save({ ...doc, quantity: 11 }, 1, { token: a.token }), p.save({ ...doc, quantity: 22 }, 1, { token: a.token })]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const winner = one.status === 200 ? 11 : 22;
    const loser = one.status === 200 ? two : one;
    expect(loser.body).toMatchObject({ current: { quantity: winner, version: 2 } });
    expect(await p.row(doc.id)).toMatchObject({ version: 2, document: { quantity: winner } });
  });

  it('eight saves racing on one revision: one lands; eight creates racing on one id: one row', async () => {
    const doc = serverProject('v-race8', 'cart-v-race-008');
    await p.save(doc, null);
    const saves = await Promise.all(Array.from({ length: 8 }, (_, i) => p.save({ ...doc, quantity: i + 1 }, 1)));
    expect(saves.filter((s) => s.status === 200)).toHaveLength(1);
    expect(saves.filter((s) => s.status === 409)).toHaveLength(7);
    expect(await p.row(doc.id)).toMatchObject({ version: 2 });

    const fresh = serverProject('v-create8', 'cart-v-race-009');
    const creates = await Promise.all(Array.from({ length: 8 }, (_, i) => p.save({ ...fresh, quantity: i + 1 }, null)));
    expect(creates.map((c) => c.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await p.db.query('SELECT id FROM projects WHERE id = $1', [fresh.id])).toHaveLength(1);
  });

  it('a customer saving an anonymous project of their cart adopts it and keeps its revision', async () => {
    const doc = serverProject('v-adopt', 'cart-v-adopt-01');
    await p.save(doc, null);
    expect(await p.save({ ...doc, quantity: 2 }, 1, { token: a.token })).toEqual({ status: 200, body: { version: 2 } });
    expect(await p.row(doc.id)).toMatchObject({ owner_id: a.id, version: 2 });
    // Now A's: the anonymous cart token no longer reaches it.
    expect((await p.save({ ...doc, quantity: 3 }, 2)).status).toBe(403);
  });
});
