import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { writeRecorder } from './gates/write-recorder';
import { serverProject, tiles } from './projects-harness';
import { testDbFactories } from './test-db';

type Entry = { action: string; actorEmail: string; recordType: string; recordId: string; before: any; after: any };

/**
 * Issue 26, item 12: an admin's writes to a customer's projects (save for them, create for them,
 * delete) are audited like every other admin write: one entry per write, in the write's transaction;
 * a refused write leaves none, and a customer's own writes (the admin's too) are not admin changes.
 */
describe.each(testDbFactories)("admin writes to a customer's projects are audited, on $name", ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  let ada: string;
  let adaId: string;
  let recorder: Awaited<ReturnType<typeof writeRecorder>>;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
    ada = await h.tokenFor('ada.audit@example.com');
    adaId = (await h.db.query<{ id: string }>("SELECT id FROM customers WHERE email = 'ada.audit@example.com' AND tenant_id = 'tilepix'"))[0]!.id;
    recorder = await writeRecorder(h.db, ['rate_limits']);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const save = (token: string, body: unknown) => h.json('POST', 'v1/projects/save', { token, body });
  const remove = async (token: string, projectId: string) => ({
    status: (await h.request('POST', 'v1/projects/delete', { token, body: { projectId, cartToken: 'admin-cart' } })).status,
  });
  const history = async (projectId: string): Promise<Entry[]> =>
    (await h.json('GET', `v1/admin/audit?recordType=project&recordId=tilepix:${projectId}`, { token: admin })).body.entries;
  const projectEntries = async () => Number((await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE record_type = 'project'"))[0]!.n);

  it('every admin write path (create for, save for, delete) leaves exactly one entry with before and after', async () => {
    expect(
      (await save(ada, { ...serverProject('ada-audit', 'ada-cart', { tiles: tiles('ada-audit', 2), frameColor: 'White' }), baseVersion: null })).status,
    ).toBe(200);
    expect(await projectEntries()).toBe(0);

    const edited = await save(admin, {
      ...serverProject('ada-audit', 'ada-cart', { tiles: tiles('ada-audit', 2), frameColor: 'Gray' }),
      userId: adaId,
      baseVersion: 1,
    });
    expect(edited).toEqual({ status: 200, body: { version: 2 } });
    expect(await history('ada-audit')).toEqual([
      expect.objectContaining({
        action: 'project.save',
        actorEmail: ADMIN_EMAIL,
        recordType: 'project',
        recordId: 'tilepix:ada-audit',
        before: expect.objectContaining({ id: 'ada-audit', frameColor: 'White', version: 1, userId: adaId }),
        after: expect.objectContaining({ id: 'ada-audit', frameColor: 'Gray', version: 2, userId: adaId }),
      }),
    ]);

    const created = await save(admin, { ...serverProject('ada-new', 'admin-cart', { tiles: tiles('ada-new', 1) }), userId: adaId, baseVersion: null });
    expect(created).toEqual({ status: 200, body: { version: 1 } });
    expect(await history('ada-new')).toEqual([
      expect.objectContaining({ action: 'project.save', before: null, after: expect.objectContaining({ id: 'ada-new', version: 1, userId: adaId }) }),
    ]);

    expect((await remove(admin, 'ada-new')).status).toBe(204);
    expect((await history('ada-new')).map((e) => [e.action, e.before?.id, e.after])).toEqual([
      ['project.save', undefined, expect.objectContaining({ id: 'ada-new' })],
      ['project.delete', 'ada-new', null],
    ]);
    expect(await projectEntries()).toBe(3);
  });

  it("a refused admin write leaves no entry and writes nothing; the admin's own projects are not audited", async () => {
    await recorder.writtenSince();
    const before = await projectEntries();
    const stale = await save(admin, {
      ...serverProject('ada-audit', 'ada-cart', { tiles: tiles('ada-audit', 2), frameColor: 'Black' }),
      userId: adaId,
      baseVersion: 1,
    });
    expect(stale.status).toBe(409);
    const unknown = await save(admin, { ...serverProject('ada-audit', 'ada-cart'), userId: 'no-such-customer', baseVersion: 2 });
    expect(unknown).toEqual({ status: 404, body: expect.objectContaining({ message: 'Customer not found.' }) });
    const tooMany = await save(admin, { ...serverProject('ada-huge', 'ada-cart', { tiles: tiles('ada-huge', 101) }), userId: adaId, baseVersion: null });
    expect(tooMany.status).toBe(400);
    expect((await remove(admin, 'never-saved')).status).toBe(204);
    expect(await recorder.writtenSince()).toEqual([]);
    expect(await projectEntries()).toBe(before);

    expect((await save(admin, { ...serverProject('admin-own', 'admin-cart'), baseVersion: null })).status).toBe(200);
    expect((await remove(admin, 'admin-own')).status).toBe(204);
    expect(await projectEntries()).toBe(before);
  });
});
