import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthKeyring } from '../../server/auth/auth-keys';
import { signContinueLink, verifyContinueLink, type ContinueLinkClaims } from '../../server/sharing/continue-links';
import { CONTINUE_LINK_TTL_MS, CONTINUE_TEXT, MAX_SHARES_PER_OWNER, SHARE_TEXT } from '../../src/domain/sharing';
import { openProjectsHarness, serverProject, tiles, type CallOptions, type ProjectsHarness } from './projects-harness';
import { testDbFactories } from './test-db';

const photo = (id: string) => ({
  imagePath: `/files/uploads/tilepix/${id}.jpg`,
  metadata: { source: 'Facebook' as const, sourceUrl: `https://facebook.example/secret-album/${id}` },
});
const HOSTILE_IDS = [
  '',
  'x',
  '../../etc/passwd',
  'AAAAAAAAAAAAAAAAAAAAAA%00',
  "AAAAAAAAAAAAAAAAAAAA'--",
  'A'.repeat(400),
  '<script>alert(1)</script>',
  '%F0%9F%98%80'.repeat(5),
];

/** Issue 35 item 2: designs shared by link; item 3: the continue-on-my-phone link. */
describe.each(testDbFactories)('shared designs and continue links on $name', ({ name, open }) => {
  let p: ProjectsHarness;
  beforeAll(async () => {
    p = await openProjectsHarness(open);
  });
  afterAll(async () => p.db.close());

  const get = async (path: string, tenant = 'tilepix') => {
    const res = await p.h.app.request(`http://store.test/api/v1/${path}?tenantId=${tenant}`, {}, { incoming: { socket: { remoteAddress: '203.0.113.9' } } });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };
  /** A saved project of `cart` (anonymous, or the customer's with `opts.token`). */
  const saved = async (id: string, cart: string, n = 3, opts?: CallOptions) => {
    const project = serverProject(id, cart, { tiles: tiles(id, n, photo(id)) });
    expect((await p.save(project, null, opts)).status).toBe(200);
    return project;
  };
  const share = (projectId: string, cartToken: string, opts?: CallOptions) => p.call('shares/create', { projectId, cartToken }, opts);
  const shareRows = async () => Number((await p.db.query<{ n: number }>('SELECT count(*)::int AS n FROM design_shares'))[0]!.n);

  it('shares a saved design under a 128-bit id; anyone reads the snapshot and nothing of the owner', async () => {
    const owner = await p.customer('share-owner@example.com');
    await saved('share-p1', 'cart-share-1', 3, { token: owner.token });
    await saved('share-other', 'cart-share-1', 2, { token: owner.token });
    const made = await share('share-p1', 'cart-share-1', { token: owner.token });
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    expect(made.body).toMatchObject({ projectId: 'share-p1', path: `/d/${id}`, tiles: 3 });

    const read = await get(`shares/${id}`);
    expect(read.status).toBe(200);
    const body = JSON.parse(read.text) as { design: { tiles: Array<Record<string, unknown>> }; product?: { id: string } };
    expect(body.design.tiles).toHaveLength(3);
    expect(body.design.tiles[0]).toMatchObject({ imagePath: '/files/uploads/tilepix/share-p1.jpg', frameColor: 'Black' });
    // The snapshot never carries the owner, their cart, other projects or a tile's source address.
    for (const secret of [owner.id, 'share-owner@example.com', 'cart-share-1', 'share-other', 'secret-album', 'share-p1-t0'])
      expect(read.text).not.toContain(secret);
    expect(body.product?.id).toBe('tilepix');
  });

  it("another tenant's link names its tenant (the default store would answer it 404), in the answer and the list", async () => {
    const wg = { tenant: 'wg' };
    expect((await p.save(serverProject('share-wg', 'cart-share-wg', { tiles: tiles('share-wg', 2, photo('share-wg')) }), null, wg)).status).toBe(200);
    const made = await share('share-wg', 'cart-share-wg', wg);
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    expect(made.body.path).toBe(`/d/${id}?tenant=wg`);
    expect((await p.call('shares/list', { cartToken: 'cart-share-wg' }, wg)).body.shares).toMatchObject([{ id, path: `/d/${id}?tenant=wg` }]);
    expect((await get(`shares/${id}`, 'wg')).status).toBe(200);
  });

  it('a later edit of the project does not change the shared snapshot', async () => {
    await saved('share-snap', 'cart-snap', 2);
    const id = (await share('share-snap', 'cart-snap')).body.id as string;
    expect((await p.save(serverProject('share-snap', 'cart-snap', { tiles: tiles('share-snap', 5, photo('changed')) }), 1)).status).toBe(200);
    expect(JSON.parse((await get(`shares/${id}`)).text).design.tiles).toHaveLength(2);
  });

  it("refuses to share a project that is not the caller's, not saved, or has no photo, writing nothing", async () => {
    const a = await p.customer('share-a@example.com');
    const b = await p.customer('share-b@example.com');
    await saved('share-of-a', 'cart-of-a', 2, { token: a.token });
    await saved('share-anon', 'cart-anon-x', 2);
    const empty = serverProject('share-empty', 'cart-empty', { tiles: [] });
    expect((await p.save(empty, null)).status).toBe(200);
    const before = await shareRows();
    expect(await share('share-of-a', 'cart-of-a', { token: b.token })).toMatchObject({ status: 404, body: { message: SHARE_TEXT.notSaved } });
    expect(await share('share-of-a', 'cart-of-a')).toMatchObject({ status: 404 });
    expect(await share('share-anon', 'another-cart')).toMatchObject({ status: 404 });
    expect(await share('never-saved', 'cart-anon-x')).toMatchObject({ status: 404 });
    expect(await share('share-empty', 'cart-empty')).toMatchObject({ status: 400, body: { message: SHARE_TEXT.nothingToShare } });
    expect((await p.call('shares/create', { projectId: 7, cartToken: 'cart-anon-x' })).status).toBe(400);
    expect(await shareRows()).toBe(before);
  });

  it("lists the owner's links only; only the owner revokes; a revoked link is 404 for good", async () => {
    const a = await p.customer('revoke-a@example.com');
    const b = await p.customer('revoke-b@example.com');
    await saved('revoke-p', 'cart-revoke', 2, { token: a.token });
    const id = (await share('revoke-p', 'cart-revoke', { token: a.token })).body.id as string;
    const listed = await p.call('shares/list', { cartToken: 'cart-revoke' }, { token: a.token });
    expect((listed.body.shares as Array<{ id: string }>).map((s) => s.id)).toEqual([id]);
    expect((await p.call('shares/list', { cartToken: 'cart-revoke' }, { token: b.token })).body.shares).toEqual([]);
    // Anonymous with the same cart token: the customer's links are not theirs.
    expect((await p.call('shares/list', { cartToken: 'cart-revoke' })).body.shares).toEqual([]);

    const notFound = { status: 404, body: { message: SHARE_TEXT.notFound } };
    expect(await p.call('shares/revoke', { id, cartToken: 'cart-revoke' }, { token: b.token })).toEqual(notFound);
    expect(await p.call('shares/revoke', { id, cartToken: 'cart-revoke' })).toEqual(notFound);
    expect((await get(`shares/${id}`)).status).toBe(200);
    expect((await p.call('shares/revoke', { id, cartToken: 'cart-revoke' }, { token: a.token })).status).toBe(204);
    expect(await get(`shares/${id}`)).toMatchObject({ status: 404 });
    expect((await get(`shares/${id}/image`)).status).toBe(404);
    expect(await p.call('shares/revoke', { id, cartToken: 'cart-revoke' }, { token: a.token })).toEqual(notFound);
    expect((await p.call('shares/list', { cartToken: 'cart-revoke' }, { token: a.token })).body.shares).toEqual([]);
    // Another tenant never sees it.
    const other = (await share('revoke-p', 'cart-revoke', { token: a.token })).body.id as string;
    expect((await get(`shares/${other}`, 'wg')).status).toBe(404);
  });

  it('answers 404 to hostile and unknown ids, writing nothing', async () => {
    const before = await shareRows();
    for (const id of HOSTILE_IDS) {
      const res = await get(`shares/${encodeURIComponent(id)}`);
      expect([400, 404], id).toContain(res.status);
      expect((await p.call('shares/revoke', { id, cartToken: 'cart-hostile' })).status, id).toBe(404);
    }
    expect((await get(`shares/${randomBytes(16).toString('base64url')}`)).status).toBe(404);
    expect(await shareRows()).toBe(before);
  });

  it(`holds an owner to ${MAX_SHARES_PER_OWNER} live links, counting two at once one after the other${name === 'postgres' ? ' (truly concurrent)' : ''}`, async () => {
    await saved('cap-p', 'cart-cap', 1);
    for (let i = 0; i < MAX_SHARES_PER_OWNER - 1; i++) expect((await share('cap-p', 'cart-cap')).status).toBe(201);
    const race = await Promise.all([share('cap-p', 'cart-cap'), share('cap-p', 'cart-cap')]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.status === 409)!.body.message).toBe(SHARE_TEXT.tooMany);
    const list = await p.call('shares/list', { cartToken: 'cart-cap' });
    expect(list.body.shares).toHaveLength(MAX_SHARES_PER_OWNER);
    // Turning one off makes room.
    const first = (list.body.shares as Array<{ id: string }>)[0]!.id;
    expect((await p.call('shares/revoke', { id: first, cartToken: 'cart-cap' })).status).toBe(204);
    expect((await share('cap-p', 'cart-cap')).status).toBe(201);
  });

  it('two shares at once of one project are two links', async () => {
    await saved('twice-p', 'cart-twice', 2);
    const [a, b] = await Promise.all([share('twice-p', 'cart-twice'), share('twice-p', 'cart-twice')]);
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(a!.body.id).not.toBe(b!.body.id);
  });

  const continueLink = (projectId: string, cartToken: string, mode: 'move' | 'copy', opts?: CallOptions) =>
    p.call('projects/continue-link', { projectId, cartToken, mode }, opts);
  const redeem = (link: string, cartToken: string, opts?: CallOptions) => p.call('projects/continue', { link, cartToken }, opts);
  const refused = (status: number, problem: 'invalid' | 'expired' | 'used' | 'gone') => ({
    status,
    body: { message: CONTINUE_TEXT[problem], code: `continue/${problem}`, customerMessage: CONTINUE_TEXT[problem] },
  });

  it('copy: the phone gets its own copy once; the desktop keeps its project; a second open is refused as used', async () => {
    await saved('cont-copy', 'cart-desk', 2);
    const made = await continueLink('cont-copy', 'cart-desk', 'copy');
    expect(made.status).toBe(201);
    expect(made.body.expiresAt).toBe(p.clock.now() + CONTINUE_LINK_TTL_MS);
    expect(made.body.path).toBe(`/continue?link=${made.body.link as string}`);
    const opened = await redeem(made.body.link as string, 'cart-phone');
    expect(opened.status).toBe(200);
    expect(opened.body.mode).toBe('copy');
    const copyId = opened.body.projectId as string;
    expect(copyId).not.toBe('cont-copy');
    expect(p.idsOf(await p.list({ cartToken: 'cart-phone' }))).toEqual([copyId]);
    expect(p.idsOf(await p.list({ cartToken: 'cart-desk' }))).toContain('cont-copy');
    expect((await p.row(copyId))!.document.tiles).toHaveLength(2);
    expect(await redeem(made.body.link as string, 'cart-phone')).toEqual(refused(410, 'used'));
    expect(p.idsOf(await p.list({ cartToken: 'cart-phone' }))).toEqual([copyId]);
  });

  it("move: the project goes to the phone's cart (and its customer when signed in)", async () => {
    const phone = await p.customer('phone-owner@example.com');
    await saved('cont-move', 'cart-desk-2', 1);
    const link = (await continueLink('cont-move', 'cart-desk-2', 'move')).body.link as string;
    expect(await redeem(link, 'cart-phone-2', { token: phone.token })).toEqual({ status: 200, body: { projectId: 'cont-move', mode: 'move' } });
    expect(await p.row('cont-move')).toMatchObject({ owner_id: phone.id, cart_token: 'cart-phone-2', version: 1 });
    expect(p.idsOf(await p.list({ cartToken: 'cart-desk-2' }))).not.toContain('cont-move');
  });

  it("only the owner makes a link; expired, forged, other tenant's and gone links are refused and write nothing", async () => {
    const a = await p.customer('cont-a@example.com');
    const b = await p.customer('cont-b@example.com');
    await saved('cont-own', 'cart-own', 1, { token: a.token });
    expect((await continueLink('cont-own', 'cart-own', 'copy', { token: b.token })).status).toBe(404);
    expect((await continueLink('cont-own', 'cart-own', 'copy')).status).toBe(404);
    expect((await p.call('projects/continue-link', { projectId: 'cont-own', cartToken: 'cart-own', mode: 'steal' }, { token: a.token })).status).toBe(400);
    const link = (await continueLink('cont-own', 'cart-own', 'copy', { token: a.token })).body.link as string;
    const count = await p.count();
    const [payload, mac] = link.split('.') as [string, string];
    expect(await redeem(`${payload}.${mac.slice(0, -2)}AA`, 'cart-x')).toEqual(refused(400, 'invalid'));
    expect(await redeem('not-a-link', 'cart-x')).toEqual(refused(400, 'invalid'));
    expect(await p.call('projects/continue', { link, cartToken: 'cart-x' }, { tenant: 'wg' })).toEqual(refused(400, 'invalid'));
    p.clock.advance(CONTINUE_LINK_TTL_MS);
    expect(await redeem(link, 'cart-x')).toEqual(refused(410, 'expired'));
    p.clock.advance(-CONTINUE_LINK_TTL_MS);
    // The project deleted after the link was made: nothing to open, and the link is not spent.
    await saved('cont-gone', 'cart-gone', 1);
    const goneLink = (await continueLink('cont-gone', 'cart-gone', 'move')).body.link as string;
    expect((await p.remove('cont-gone', 'cart-gone')).status).toBe(204);
    expect(await redeem(goneLink, 'cart-x')).toEqual(refused(404, 'gone'));
    expect(await p.count()).toBe(count);
    expect(
      Number((await p.db.query<{ n: number }>("SELECT count(*)::int AS n FROM continue_link_redemptions WHERE project_id IN ('cont-own', 'cont-gone')"))[0]!.n),
    ).toBe(0);
    // None of those spent the genuine link.
    expect((await redeem(link, 'cart-x')).status).toBe(200);
  });

  it(`of two opens at once exactly one wins${name === 'postgres' ? ' (truly concurrent)' : ''}`, async () => {
    await saved('cont-race', 'cart-race', 1);
    const link = (await continueLink('cont-race', 'cart-race', 'copy')).body.link as string;
    const answers = await Promise.all([1, 2, 3].map((i) => redeem(link, `cart-racer-${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
  });
});

describe('continue links: sign and verify', () => {
  const KEY = randomBytes(32);
  const claims: ContinueLinkClaims = { tenantId: 'tilepix', projectId: 'p-1', ownerId: null, cartToken: 'c-1', mode: 'copy', expiresAt: 1_000_000 };
  it('verifies its own link, refuses other keys and edits, and is expired from its expiry on', async () => {
    const link = signContinueLink(KEY, claims);
    expect(verifyContinueLink(KEY, link, 'tilepix', 999_999)).toEqual({ kind: 'valid', claims, id: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(verifyContinueLink(KEY, link, 'tilepix', 1_000_000)).toEqual({ kind: 'expired' });
    expect(verifyContinueLink(randomBytes(32), link, 'tilepix', 0)).toEqual({ kind: 'invalid' });
    expect(verifyContinueLink(KEY, link, 'wg', 0)).toEqual({ kind: 'invalid' });
    const [payload, mac] = link.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ t: 'tilepix', p: 'victim', o: null, c: 'c', m: 'move', e: 2e12 })).toString('base64url');
    for (const bad of [`${forged}.${mac}`, `${payload}.${mac}.x`, `${payload}`, 'A'.repeat(700), `${Buffer.from('{').toString('base64url')}.${mac}`]) {
      expect(verifyContinueLink(KEY, bad, 'tilepix', 0)).toEqual({ kind: 'invalid' });
    }
    // Two links for the same project are two (each has its own single use).
    expect(signContinueLink(KEY, claims)).not.toBe(link);
    expect(verifyContinueLink(KEY, signContinueLink(KEY, { ...claims, mode: 'steal' as never }), 'tilepix', 0)).toEqual({ kind: 'invalid' });
  });
  it('the keyring derives its own continue-link key', async () => {
    const { openTestPglite } = await import('./test-db');
    const db = await openTestPglite();
    const keys = await new AuthKeyring(db).get();
    expect(keys.continueLink.equals(keys.recoveryLink)).toBe(false);
    await db.close();
  });
});
