import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { accountApp, accountTables, prepareDb, TestClock } from './account-harness';
import { testDbFactories } from './test-db';

const promoCreate = (
  email: string,
  metafields: unknown[] = [
    { key: 'promo_welcome', value: 'true', value_type: 'string' },
    { key: 'promo_welcome_date', value: '4102444800000', value_type: 'string' },
  ],
) => ({ email, acceptsMarketing: true, metafields });

/** The welcome offer (SPEC §4, §7) and the per-address throttle of the account calls. */
describe.each(testDbFactories)('welcome offer and throttling on $name', ({ open }) => {
  let db: Db;
  const clock = new TestClock();
  let h: ReturnType<typeof accountApp>;

  beforeAll(async () => {
    db = await open();
    await prepareDb(db, clock);
    h = accountApp(db, clock);
  });
  afterAll(async () => {
    await db.close();
  });

  it('finds a new email eligible with reason "Create Customer"; creating it stamps the offer with the server\'s values', async () => {
    const before = await accountTables(db);
    expect(await h.post('account/welcome_promo_eligible', { email: 'New@Example.com', isOptIn: true })).toEqual({
      status: 200,
      body: { eligible: true, discount: 30, reason: 'Create Customer' },
    });
    expect(await accountTables(db)).toEqual(before);

    const created = await h.post('account/create', promoCreate('new@example.com'));
    expect(created.status).toBe(200);
    expect(created.body.result).toBe('CustomerCreated');
    const customer = (created.body.createResult as { customer: Record<string, unknown> }).customer;
    expect(customer).toMatchObject({ email: 'new@example.com', tags: '' });
    // The client's date (year 2100) is not trusted: the offer starts now, at the configured 30 %.
    expect(customer.metafields).toEqual([
      { key: 'promo_welcome', value: '30', value_type: 'string' },
      { key: 'promo_welcome_date', value: String(clock.t), value_type: 'string' },
    ]);
    expect((await accountTables(db)).refreshTokens).toBe(before.refreshTokens);

    expect(await h.post('account/welcome_promo_eligible', { email: 'new@example.com', isOptIn: true })).toEqual({
      status: 200,
      body: { eligible: false, reason: 'Existing customer' },
    });
    const again = await h.post('account/create', promoCreate('new@example.com'));
    expect(again).toEqual({
      status: 409,
      body: { message: 'You must provide a loginMethod', code: 'auth/email-in-use', customerMessage: 'Oops! This offer is just for new users.' },
    });
  });

  it('lets the welcome customer sign in by code later, with the offer on the account', async () => {
    await h.post('account/create', promoCreate('later@example.com'));
    expect((await h.post('account/login', { email: 'later@example.com', loginMethod: 'code' })).status).toBe(200);
    const verified = await h.post('account/login_verify', { email: 'later@example.com', code: await h.lastCode('later@example.com'), source: 'x' });
    expect((verified.body.customer as { metafields: unknown[] }).metafields).toHaveLength(2);
  });

  it("refuses the offer when the tenant's promo is inactive, and a create without promo_welcome", async () => {
    await db.query(`UPDATE welcome_promos SET active = false WHERE tenant_id = 'cvs'`);
    try {
      expect((await h.post('account/welcome_promo_eligible', { email: 'x@example.com', isOptIn: true }, { tenant: 'cvs' })).body).toEqual({
        eligible: false,
        reason: 'Offer not active',
      });
      const before = await accountTables(db);
      expect((await h.post('account/create', promoCreate('x@example.com'), { tenant: 'cvs' })).status).toBe(422);
      expect((await h.post('account/create', promoCreate('y@example.com', []))).status).toBe(400);
      expect((await h.post('account/welcome_promo_eligible', { email: 'x@example.com', isOptIn: false })).status).toBe(400);
      expect(await accountTables(db)).toEqual(before);
    } finally {
      await db.query(`UPDATE welcome_promos SET active = true WHERE tenant_id = 'cvs'`);
    }
  });

  it('throttles a burst of login requests per client address (429) without looking anything up', async () => {
    const tight = accountApp(db, clock, { throttle: { capacity: 3, refillPerSecond: 0.2 } });
    await tight.signUp('burst@example.com', 'tilepix');
    const before = await accountTables(db);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await tight.post('account/login', { email: 'unknown-burst@example.com', loginMethod: 'code' }, { ip: '198.51.100.9' }));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 429]);
    expect(answers[3]!.body).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'auth/throttled',
      customerMessage: 'Too many requests. Please wait a moment and try again.',
    });
    // Verify and create share the bucket; another address has its own; time refills it.
    expect((await tight.post('account/login_verify', { email: 'burst@example.com', code: '123456', source: 'x' }, { ip: '198.51.100.9' })).status).toBe(429);
    expect((await tight.post('account/login', { email: 'unknown-burst@example.com', loginMethod: 'code' }, { ip: '198.51.100.10' })).status).toBe(404);
    expect(await accountTables(db)).toEqual(before);
    clock.advance(5_000);
    expect((await tight.post('account/login', { email: 'unknown-burst@example.com', loginMethod: 'code' }, { ip: '198.51.100.9' })).status).toBe(404);
  });
});
