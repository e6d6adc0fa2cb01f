import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { claimJob } from '../../server/coordination/job-claims';
import { ANONYMOUS_PROJECT_MAX_IDLE_MS, AnonymousProjectExpiry } from '../../server/projects/anonymous-expiry-job';
import { METADATA_MAX_BYTES } from '../../server/projects/project-document';
import { openProjectsHarness, serverProject, tiles, type ProjectsHarness } from './projects-harness';
import { testDbFactories } from './test-db';

/*
 * Issue 26 item 10: anonymous project saves are bounded. `metadata` holds what the client writes
 * (the layout) in a few KB; one client address may start a few new anonymous carts and hold a bounded
 * number of bytes in anonymous projects; anonymous projects untouched for 90 days are deleted by a job
 * one server runs at a time. Every refusal is a clear 4xx and writes nothing (read back).
 */

const DAY = 86_400_000;
/** A full project (100 tiles with 1,500-character addresses): about 190 KB stored. */
const bulky = (id: string, cart: string) =>
  serverProject(id, cart, { tiles: tiles(id, 100, { metadata: { source: 'QueryParam', sourceUrl: `https://photos.example/${'p'.repeat(1500)}.jpg` } }) });

describe.each(testDbFactories)('project metadata on $name', ({ open }) => {
  let p: ProjectsHarness;
  beforeAll(async () => {
    p = await openProjectsHarness(open);
  });
  afterAll(async () => {
    await p.db.close();
  });

  it('keeps the layout the client writes there, as a number or Custom; other keys are not stored', async () => {
    const fixed = { ...serverProject('meta-fixed', 'cart-meta-0001'), metadata: { layout: 9, note: 'kept nowhere', pad: 'x'.repeat(2000) } };
    expect((await p.save(fixed, null)).status).toBe(200);
    expect((await p.row('meta-fixed'))!.document.metadata).toEqual({ layout: 9 });
    const custom = { ...serverProject('meta-custom', 'cart-meta-0001'), metadata: { layout: 'Custom' } };
    expect((await p.save(custom, null)).status).toBe(200);
    expect((await p.row('meta-custom'))!.document.metadata).toEqual({ layout: 'Custom' });
  });

  it(`refuses metadata over ${METADATA_MAX_BYTES / 1024} KB (400), or a layout of another type, writing nothing`, async () => {
    const stored = serverProject('meta-base', 'cart-meta-0002');
    expect((await p.save(stored, null)).status).toBe(200);
    const metadata = { layout: 4, pad: 'x'.repeat(500 * 1024) };
    const big = await p.save({ ...stored, quantity: 3, metadata }, 1);
    expect(big).toEqual({
      status: 400,
      body: { message: `Invalid request: metadata must be at most 4 KB (this one is ${JSON.stringify(metadata).length} bytes).` },
    });
    const created = await p.save({ ...serverProject('meta-new', 'cart-meta-0002'), metadata }, null);
    expect(created.status).toBe(400);
    const odd = await p.save({ ...stored, quantity: 3, metadata: { layout: { rows: 3 } } } as never, 1);
    expect(odd.status).toBe(400);
    expect(String(odd.body.message)).toContain('metadata');
    expect(await p.row('meta-base')).toMatchObject({ version: 1, document: { quantity: 1 } });
    expect(await p.row('meta-new')).toBeNull();
  });
});

describe.each(testDbFactories)('anonymous project quotas on $name', ({ open }) => {
  let p: ProjectsHarness;
  const quota = { bytesPerAddress: 1024 * 1024, newCarts: { capacity: 3, refillPerSecond: 0.0001 } };
  beforeAll(async () => {
    p = await openProjectsHarness(open, { projects: { quota } });
  });
  afterAll(async () => {
    await p.db.close();
  });

  it('one address starts at most its quota of new anonymous carts (429); more projects in a cart it has are fine', async () => {
    const ip = '198.51.100.40';
    for (const n of [1, 2, 3]) expect((await p.save(serverProject(`nc-${n}`, `cart-nc-000${n}`), null, { ip })).status).toBe(200);
    const before = await p.count();
    const fourth = await p.save(serverProject('nc-4', 'cart-nc-0004'), null, { ip });
    expect(fourth).toEqual({ status: 429, body: { message: 'Too many new carts from this address: at most 3 at once. Sign in, or try again later.' } });
    expect(await p.count()).toBe(before);
    // A cart it already has, another address, and a signed-in customer are not new anonymous carts of it.
    expect((await p.save(serverProject('nc-1b', 'cart-nc-0001'), null, { ip })).status).toBe(200);
    expect((await p.save(serverProject('nc-5', 'cart-nc-0005'), null, { ip: '198.51.100.41' })).status).toBe(200);
    const customer = await p.customer('quota-nc@example.com');
    expect((await p.save(serverProject('nc-6', 'cart-nc-0006'), null, { ip, token: customer.token })).status).toBe(200);
  });

  it('one address holds at most its quota of bytes in anonymous projects (413), creating or growing one, writing nothing', async () => {
    const ip = '198.51.100.50';
    const saved: string[] = [];
    let refused;
    for (let n = 0; n < 10 && !refused; n++) {
      const answer = await p.save(bulky(`qb-${n}`, 'cart-qb-0001'), null, { ip });
      if (answer.status === 200) saved.push(`qb-${n}`);
      else refused = { n, answer };
    }
    // Five full projects (~190 KB each) fit in 1 MB, the sixth does not.
    expect(saved).toHaveLength(5);
    expect(refused!.answer).toEqual({
      status: 413,
      body: { message: 'Projects saved without signing in from this address may take at most 1 MB in all. Sign in, or remove a project, to save more.' },
    });
    expect(await p.row(`qb-${refused!.n}`)).toBeNull();
    // Growing a small project past the quota is refused the same way; the stored one is unchanged.
    const small = serverProject('qb-small', 'cart-qb-0001');
    expect((await p.save(small, null, { ip })).status).toBe(200);
    expect((await p.save({ ...bulky('qb-small', 'cart-qb-0001') }, 1, { ip })).status).toBe(413);
    expect(await p.row('qb-small')).toMatchObject({ version: 1, document: { tiles: [expect.anything()] } });
    // Another address has its own quota; removing a project makes room again.
    expect((await p.save(bulky('qb-other', 'cart-qb-0002'), null, { ip: '198.51.100.51' })).status).toBe(200);
    expect((await p.remove('qb-0', 'cart-qb-0001', { ip })).status).toBe(204);
    expect((await p.save(bulky('qb-again', 'cart-qb-0001'), null, { ip })).status).toBe(200);
  });

  it('creates racing at the quota: exactly the ones that fit land', async () => {
    const ip = '198.51.100.60';
    expect((await p.save(serverProject('race-seed', 'cart-race-001'), null, { ip })).status).toBe(200);
    const answers = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((n) => p.save(bulky(`race-${n}`, 'cart-race-001'), null, { ip })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 413)).toHaveLength(3);
  });

  it('a signed-in customer is not held to the anonymous quota; adopted projects leave it', async () => {
    const ip = '198.51.100.70';
    for (let n = 0; n < 5; n++) expect((await p.save(bulky(`ad-${n}`, 'cart-ad-00001'), null, { ip })).status).toBe(200);
    expect((await p.save(bulky('ad-5', 'cart-ad-00001'), null, { ip })).status).toBe(413);
    const customer = await p.customer('quota-adopt@example.com');
    expect((await p.save(bulky('ad-own', 'cart-ad-00002'), null, { ip, token: customer.token })).status).toBe(200);
    // Signing in adopts the cart's projects: they are the customer's now, and the address has room again.
    expect((await p.list({ cartToken: 'cart-ad-00001' }, { ip, token: customer.token })).status).toBe(200);
    expect((await p.save(bulky('ad-6', 'cart-ad-00003'), null, { ip })).status).toBe(200);
  });
});

describe.each(testDbFactories)('anonymous project expiry on $name', ({ open }) => {
  let p: ProjectsHarness;
  beforeAll(async () => {
    p = await openProjectsHarness(open);
  });
  afterAll(async () => {
    await p.db.close();
  });

  it("deletes anonymous projects untouched for 90 days, keeping newer ones, customers' and ordered ones", async () => {
    expect(ANONYMOUS_PROJECT_MAX_IDLE_MS).toBe(90 * DAY);
    const customer = await p.customer('expiry@example.com');
    expect((await p.save(serverProject('ex-old', 'cart-ex-00001'), null)).status).toBe(200);
    expect((await p.save(serverProject('ex-ordered', 'cart-ex-00001'), null)).status).toBe(200);
    await p.db.query(`UPDATE projects SET completed_at = $1 WHERE id = 'ex-ordered'`, [new Date(p.clock.now()).toISOString()]);
    expect((await p.save(serverProject('ex-mine', 'cart-ex-00002'), null, { token: customer.token })).status).toBe(200);
    expect((await p.save(serverProject('ex-touched', 'cart-ex-00003'), null)).status).toBe(200);
    p.clock.advance(2 * DAY);
    expect((await p.save({ ...serverProject('ex-touched', 'cart-ex-00003'), quantity: 2 }, 1)).status).toBe(200);
    p.clock.advance(88 * DAY + 1);
    const job = new AnonymousProjectExpiry({ db: p.db, now: p.clock.now, log: () => {} });
    expect(await job.runOnce()).toBe(1);
    expect(await p.row('ex-old')).toBeNull();
    for (const id of ['ex-ordered', 'ex-mine', 'ex-touched']) expect([id, await p.row(id)]).toEqual([id, expect.anything()]);
    p.clock.advance(2 * DAY);
    expect(await job.runOnce()).toBe(1);
    expect(await p.row('ex-touched')).toBeNull();
  });

  it('runs on one server at a time: while another holds the lease it deletes nothing', async () => {
    expect((await p.save(serverProject('ex-lease', 'cart-ex-00004'), null)).status).toBe(200);
    p.clock.advance(91 * DAY);
    const at = new Date(p.clock.now());
    expect(await claimJob(p.db, 'anonymous-project-expiry', 'another-server', 60_000, at)).toBe(true);
    const job = new AnonymousProjectExpiry({ db: p.db, now: p.clock.now, log: () => {} });
    expect(await job.runOnce()).toBeNull();
    expect(await p.row('ex-lease')).not.toBeNull();
    p.clock.advance(61_000);
    expect(await job.runOnce()).toBe(1);
    expect(await p.row('ex-lease')).toBeNull();
  });
});

describe('TPX_NEW_CART_BURST (e2e runs share one address)', () => {
  it('is read outside production only, and a bad one is refused', () => {
    expect(readConfig({}).newCartBurst).toBeUndefined();
    expect(readConfig({ TPX_NEW_CART_BURST: '5000' }).newCartBurst).toBe(5000);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://store.example', TPX_NEW_CART_BURST: '5000' }).newCartBurst).toBeUndefined();
    expect(() => readConfig({ TPX_NEW_CART_BURST: 'lots' })).toThrow(/TPX_NEW_CART_BURST must be a positive integer/);
  });
});
