import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { accountApp, accountTables, otherCode, prepareDb, TestClock } from './account-harness';
import { testDbFactories } from './test-db';

const MIXED = 'This email mixes letters from different alphabets (like Latin and Cyrillic). Please type it again.';
const WAIT = 'Too many requests. Please wait a moment and try again.';
const HOUR = 60 * 60_000;

/**
 * Issue 26: lookalike and invisible-character emails are one account (item 16), login-code limits
 * count per email across tenants (item 7), and a per-tenant limit bounds the calls whose answers
 * tell whether an email has an account (item 11).
 */
describe.each(testDbFactories)('account identity and limits on $name', ({ open }) => {
  let db: Db;
  const clock = new TestClock();
  let h: ReturnType<typeof accountApp>;
  let tenants: string[];

  beforeAll(async () => {
    db = await open();
    await prepareDb(db, clock);
    h = accountApp(db, clock);
    tenants = (await db.query<{ id: string }>('SELECT id FROM tenants ORDER BY id')).map((r) => r.id);
    // The private tenant's password gate is issue 18's business: here every tenant answers its account calls.
    await db.query('DELETE FROM site_gates');
  });
  afterAll(async () => {
    await db.close();
  });

  const login = (email: string, tenant = 'tilepix', ip?: string) => h.post('account/login', { email, loginMethod: 'code' }, { tenant, ...(ip ? { ip } : {}) });
  const verify = (email: string, code: string, tenant = 'tilepix') => h.post('account/login_verify', { email, code, source: 'login' }, { tenant });
  const welcomeCreate = (email: string, tenant = 'tilepix', ip?: string) =>
    h.post(
      'account/create',
      { email, acceptsMarketing: true, metafields: [{ key: 'promo_welcome', value: 'true', value_type: 'string' }] },
      { tenant, ...(ip ? { ip } : {}) },
    );
  const eligible = (email: string, tenant = 'tilepix', ip?: string) =>
    h.post('account/welcome_promo_eligible', { email, isOptIn: true }, { tenant, ...(ip ? { ip } : {}) });

  describe('item 16: lookalike and invisible-character emails', () => {
    /** Each class of spelling that reads as pat.lee@example.com. */
    const sameAddress = {
      'zero-width space': 'pat.lee\u200b@example.com',
      'soft hyphen': 'pat.l\u00adee@example.com',
      'zero-width joiner in the domain': 'pat.lee@exam\u200dple.com',
      'trailing dot of the domain': 'pat.lee@example.com.',
      'full-width letters (NFKC)': 'ｐａｔ.lee@example.com',
      'case and spaces': '  PAT.Lee@Example.COM ',
    };

    it('signs every spelling in to the one account, and refuses each as a second sign-up', async () => {
      expect((await h.signUp('pat.lee@example.com')).status).toBe(200);
      const before = await accountTables(db);
      for (const [name, variant] of Object.entries(sameAddress)) {
        expect({ name, answer: await h.signUp(variant) }).toEqual({
          name,
          answer: {
            status: 409,
            body: { message: 'You must provide a loginMethod', code: 'auth/email-in-use', customerMessage: 'That email is already in use' },
          },
        });
      }
      expect((await accountTables(db)).customers).toBe(before.customers);
      for (const variant of Object.values(sameAddress)) {
        clock.advance(13 * 60_000); // at most 5 codes in any hour
        expect(await login(variant)).toEqual({ status: 200, body: { result: 'LoginCodeSent' } });
      }
      // Every code went to the one stored address.
      expect((await h.mailbox('pat.lee@example.com')).length).toBe(1 + Object.keys(sameAddress).length);
      const verified = await verify(sameAddress['zero-width space'], await h.lastCode('pat.lee@example.com'));
      expect(verified.status).toBe(200);
      expect(verified.body.customer).toMatchObject({ email: 'pat.lee@example.com' });
      expect(await db.query('SELECT email FROM customers WHERE email LIKE $1', ['%lee%'])).toEqual([{ email: 'pat.lee@example.com' }]);
    });

    it('refuses an email mixing alphabets on every account call with a clear message, writing nothing', async () => {
      const lookalikes = {
        'Cyrillic а in the local part': 'p\u0430t.lee@example.com',
        'Cyrillic е in the domain': 'pat.lee@\u0435xample.com',
        'Greek ο in the local part': 'pat.le\u03bf@example.com',
      };
      const before = await accountTables(db);
      const refused = { status: 400, body: { message: `Invalid request: ${MIXED}`, code: 'auth/invalid-email', customerMessage: MIXED } };
      for (const [name, email] of Object.entries(lookalikes)) {
        const calls = {
          login: await login(email),
          verify: await verify(email, '123456'),
          signUp: await h.signUp(email),
          welcome: await welcomeCreate(email),
          eligible: await eligible(email),
        };
        for (const [call, answer] of Object.entries(calls)) expect({ name, call, answer }).toEqual({ name, call, answer: refused });
      }
      expect(await accountTables(db)).toEqual(before);
      // A whole address in one other alphabet is an address like any other.
      expect((await h.signUp('иван@пример.рф')).status).toBe(200);
    });
  });

  describe('item 7: the admin, a customer of every tenant, has one code budget', () => {
    it('sends at most 5 codes an hour to one email, whichever tenants ask', async () => {
      expect(tenants.length).toBeGreaterThanOrEqual(4);
      clock.advance(2 * HOUR);
      for (let i = 0; i < 5; i++) {
        clock.advance(11_000);
        expect(await login('admin@tilepix.test', tenants[i % 4])).toEqual({ status: 200, body: { result: 'LoginCodeSent' } });
      }
      const before = await accountTables(db);
      for (const tenant of tenants.slice(0, 4)) {
        clock.advance(11_000);
        expect(await login('admin@tilepix.test', tenant)).toEqual({
          status: 429,
          body: {
            message: 'Too many codes requested for this email',
            code: 'auth/code-limit',
            customerMessage: 'Too many codes were sent to this email. Please try again in an hour.',
          },
        });
      }
      expect(await accountTables(db)).toEqual(before);
    });

    it('kills every live code of the email at the fifth wrong try, wherever the tries were made', async () => {
      clock.advance(2 * HOUR);
      const codes: Record<string, string> = {};
      for (const tenant of tenants.slice(0, 4)) {
        clock.advance(11_000);
        expect((await login('admin@tilepix.test', tenant)).status).toBe(200);
        codes[tenant] = await h.lastCode('admin@tilepix.test');
      }
      const [a, b, c, d] = tenants as [string, string, string, string];
      // Four wrong tries in four tenants, then a fifth: before, each tenant allowed 5 (20 in all).
      for (const tenant of [a, b, c, a])
        expect(await verify('admin@tilepix.test', otherCode(codes[tenant]!), tenant)).toMatchObject({
          status: 400,
          body: { message: 'Invalid code', code: 'auth/code-invalid' },
        });
      expect(await verify('admin@tilepix.test', otherCode(codes[b]!), b)).toMatchObject({
        status: 400,
        body: { message: 'Invalid code', code: 'auth/code-attempts-exhausted' },
      });
      const live = `SELECT count(*)::int AS n FROM login_codes c JOIN customers u ON u.id = c.customer_id WHERE u.email = 'admin@tilepix.test' AND c.status = 'live'`;
      expect(await db.query(live)).toEqual([{ n: 0 }]);
      // Even the right code of the tenant nobody guessed in no longer works.
      expect(await verify('admin@tilepix.test', codes[d]!, d)).toMatchObject({ status: 400, body: { message: 'Invalid code' } });
      expect(await verify('admin@tilepix.test', codes[c]!, c)).toMatchObject({ status: 400, body: { message: 'Invalid code' } });
    });
  });

  describe('item 11: a per-tenant limit on the calls that can reveal an account', () => {
    it("answers 429 to the tenant's fourth revealing call from any address, wording kept; other tenants and refills go on", async () => {
      const tight = accountApp(db, clock, { tenantThrottle: { capacity: 3, refillPerSecond: 0.2 } });
      clock.advance(2 * HOUR);
      const before = await accountTables(db);
      // SPEC §8's wording stays: an unknown email is 'Email not found', a known one is not eligible.
      expect(await tight.post('account/login', { email: 'nobody@example.com', loginMethod: 'code' }, { tenant: 'cvs', ip: '198.51.100.1' })).toMatchObject({
        status: 404,
        body: { message: 'Email not found' },
      });
      expect(
        await tight.post('account/welcome_promo_eligible', { email: 'pat.lee@example.com', isOptIn: true }, { tenant: 'cvs', ip: '198.51.100.2' }),
      ).toMatchObject({ status: 200 });
      const fresh = (tenant: string, ip: string) =>
        tight.post('account/welcome_promo_eligible', { email: 'nobody@example.com', isOptIn: true }, { tenant, ip });
      expect((await fresh('cvs', '198.51.100.3')).status).toBe(200);
      const throttled = { status: 429, body: { message: WAIT, code: 'auth/throttled', customerMessage: WAIT } };
      expect(await fresh('cvs', '198.51.100.4')).toEqual(throttled);
      expect(await tight.post('account/login', { email: 'pat.lee@example.com', loginMethod: 'code' }, { tenant: 'cvs', ip: '198.51.100.5' })).toEqual(
        throttled,
      );
      expect(
        await tight.post(
          'account/create',
          { loginMethod: 'code', firstName: 'A', lastName: 'B', email: 'new-cvs@example.com', acceptsMarketing: true, source: 't' },
          { tenant: 'cvs', ip: '198.51.100.6' },
        ),
      ).toEqual(throttled);
      expect(await accountTables(db)).toEqual(before);
      // Verifying a code reveals nothing ('Invalid code' for everyone): not counted.
      expect(
        (await tight.post('account/login_verify', { email: 'pat.lee@example.com', code: '123456', source: 'x' }, { tenant: 'cvs', ip: '198.51.100.7' })).status,
      ).toBe(400);
      expect((await fresh('wg', '198.51.100.8')).status).toBe(200);
      clock.advance(5_000);
      expect((await fresh('cvs', '198.51.100.9')).status).toBe(200);
    });
  });
});
