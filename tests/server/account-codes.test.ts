import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { CODE_TTL_MS } from '../../server/auth/login-codes';
import { accountApp, accountTables, otherCode, prepareDb, TestClock } from './account-harness';
import { testDbFactories } from './test-db';

/** Issue #14's code rules: 6 digits, hashed, 10 minutes, single use, replaced on resend, 5 tries, 5 an hour. */
describe.each(testDbFactories)('login codes on $name', ({ open }) => {
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

  const login = (email: string, tenant = 'tilepix') => h.post('account/login', { email, loginMethod: 'code' }, { tenant });
  const verify = (email: string, code: string, tenant = 'tilepix') => h.post('account/login_verify', { email, code, source: 'login' }, { tenant });

  it('signs up, mails a 6-digit code (stored only as a hash) and verifies it for a session', async () => {
    const signUp = await h.signUp('pat@example.com', 'cvs');
    expect(signUp).toEqual({ status: 200, body: { result: 'LoginCodeSent' } });
    const [mail] = await h.mailbox('pat@example.com');
    expect(mail!.subject).toBe('Your CVS Photo sign-in code');
    expect(mail!.text).toMatch(/^Hi Pat,/);
    const code = await h.lastCode('pat@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await db.query<{ code_hash: string }>('SELECT code_hash FROM login_codes');
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash) && !r.code_hash.includes(code))).toBe(true);

    const verified = await verify('  PAT@example.com ', ` ${code} `, 'cvs');
    expect(verified.status).toBe(200);
    expect(verified.body.customer).toMatchObject({ email: 'pat@example.com', first_name: 'Pat', last_name: 'Lee', tags: '' });
    expect(typeof verified.body.accessToken).toBe('string');
    expect(verified.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('logs in an existing customer by code; an unknown email answers "Email not found" and writes nothing', async () => {
    await h.session('sam@example.com');
    clock.advance(11_000);
    expect(await login('sam@example.com')).toEqual({ status: 200, body: { result: 'LoginCodeSent' } });
    expect((await verify('sam@example.com', await h.lastCode('sam@example.com'))).status).toBe(200);

    const before = await accountTables(db);
    expect(await login('nobody@example.com')).toEqual({ status: 404, body: { message: 'Email not found', code: 'auth/email-not-found' } });
    // The same email in another tenant is another customer.
    expect((await login('sam@example.com', 'wg')).body.message).toBe('Email not found');
    expect(await accountTables(db)).toEqual(before);
  });

  it("refuses a sign-up for an existing email with the spec's message, writing and mailing nothing", async () => {
    await h.signUp('taken@example.com');
    const before = await accountTables(db);
    const again = await h.signUp('Taken@Example.com');
    expect(again).toEqual({
      status: 409,
      body: { message: 'You must provide a loginMethod', code: 'auth/email-in-use', customerMessage: 'That email is already in use' },
    });
    expect(await accountTables(db)).toEqual(before);
  });

  it('refuses a wrong code with "Invalid code", counting the try but issuing nothing', async () => {
    await h.signUp('wrong@example.com');
    const code = await h.lastCode('wrong@example.com');
    const before = await accountTables(db);
    expect(await verify('wrong@example.com', otherCode(code))).toEqual({ status: 400, body: { message: 'Invalid code', code: 'auth/code-invalid' } });
    expect(await accountTables(db)).toEqual({ ...before, codeAttempts: before.codeAttempts + 1 });
    // The right code still works after one wrong try.
    expect((await verify('wrong@example.com', code)).status).toBe(200);
  });

  it('refuses malformed codes before looking anything up (no try counted)', async () => {
    await h.signUp('malformed@example.com');
    const before = await accountTables(db);
    for (const code of ['', '12345', '1234567', 'abcdef', '12 345', '１２３４５６']) {
      const answer = await verify('malformed@example.com', code);
      expect(answer.status, code).toBe(400);
      expect(answer.body.message).toBe('Invalid code');
      expect(answer.body.code).toBe('auth/code-malformed');
    }
    expect((await h.post('account/login_verify', { email: 'malformed@example.com', code: 123456, source: 'x' })).status).toBe(400);
    expect(await accountTables(db)).toEqual(before);
  });

  it('answers "Invalid code" for an email without an account (no enumeration at verify)', async () => {
    const before = await accountTables(db);
    expect(await verify('ghost@example.com', '123456')).toEqual({ status: 400, body: { message: 'Invalid code', code: 'auth/code-invalid' } });
    expect(await accountTables(db)).toEqual(before);
  });

  it('uses a code once: the same code again is refused and no second session is issued', async () => {
    await h.signUp('once@example.com');
    const code = await h.lastCode('once@example.com');
    expect((await verify('once@example.com', code)).status).toBe(200);
    const before = await accountTables(db);
    expect((await verify('once@example.com', code)).body).toEqual({ message: 'Invalid code', code: 'auth/code-invalid' });
    expect(await accountTables(db)).toEqual(before);
  });

  it('expires a code after 10 minutes', async () => {
    await h.signUp('late@example.com');
    const code = await h.lastCode('late@example.com');
    clock.advance(CODE_TTL_MS);
    const before = await accountTables(db);
    expect(await verify('late@example.com', code)).toEqual({ status: 400, body: { message: 'Invalid code', code: 'auth/code-expired' } });
    expect(await accountTables(db)).toEqual(before);
  });

  it('kills a code at the fifth wrong try: the sixth try, even with the right code, is refused', async () => {
    await h.signUp('guess@example.com');
    const code = await h.lastCode('guess@example.com');
    for (let i = 1; i <= 5; i++) {
      const answer = await verify('guess@example.com', otherCode(String(Number(code) + i)));
      expect(answer.body).toMatchObject({ message: 'Invalid code', code: i === 5 ? 'auth/code-attempts-exhausted' : 'auth/code-invalid' });
    }
    const before = await accountTables(db);
    expect((await verify('guess@example.com', code)).body.message).toBe('Invalid code');
    expect(await accountTables(db)).toEqual(before);
    const [row] = await db.query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM login_codes c JOIN customers u ON u.id = c.customer_id WHERE u.email = 'guess@example.com'`,
    );
    expect(row).toEqual({ status: 'dead', attempts: 5 });
  });

  it('replaces the code on resend; a resend within 10 s sends nothing new', async () => {
    await h.signUp('resend@example.com');
    const first = await h.lastCode('resend@example.com');
    clock.advance(5_000);
    expect(await login('resend@example.com')).toEqual({ status: 200, body: { result: 'LoginCodeSent' } });
    expect(await h.mailbox('resend@example.com')).toHaveLength(1);
    clock.advance(6_000);
    expect((await login('resend@example.com')).status).toBe(200);
    expect(await h.mailbox('resend@example.com')).toHaveLength(2);
    const second = await h.lastCode('resend@example.com');
    if (second !== first) expect((await verify('resend@example.com', first)).body.message).toBe('Invalid code');
    expect((await verify('resend@example.com', second)).status).toBe(200);
  });

  it('sends at most 5 codes an hour per email: the sixth request answers 429 and mails nothing', async () => {
    await h.signUp('many@example.com');
    for (let i = 2; i <= 5; i++) {
      clock.advance(11_000);
      expect((await login('many@example.com')).status).toBe(200);
    }
    expect(await h.mailbox('many@example.com')).toHaveLength(5);
    clock.advance(11_000);
    const before = await accountTables(db);
    const sixth = await login('many@example.com');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ message: 'Too many codes requested for this email', code: 'auth/code-limit' });
    expect(await accountTables(db)).toEqual(before);
    // The code already sent still works, and an hour later a new one can be sent.
    expect((await verify('many@example.com', await h.lastCode('many@example.com'))).status).toBe(200);
    clock.advance(60 * 60_000);
    expect((await login('many@example.com')).status).toBe(200);
  });

  it('refuses a bad email or name with a clear 400 and writes nothing', async () => {
    const before = await accountTables(db);
    expect((await login('not-an-email')).body).toMatchObject({ message: expect.stringMatching(/^Invalid request: /), code: 'auth/invalid-email' });
    expect((await h.post('account/login', { email: 'a@example.com', loginMethod: 'password' })).status).toBe(400);
    expect((await h.signUp('blank@example.com', 'tilepix', '  ', 'Lee')).body).toMatchObject({
      code: 'auth/invalid-name',
      customerMessage: 'Enter first and last name',
    });
    expect((await h.signUp('long@example.com', 'tilepix', 'P'.repeat(101), 'Lee')).status).toBe(400);
    expect((await h.signUp('unknown-tenant@example.com', 'nope')).status).toBe(404);
    expect(await accountTables(db)).toEqual(before);
  });

  it("escapes the shopper's name in the mail's HTML and brands it per tenant", async () => {
    await h.signUp('html@example.com', 'wg', '<img src=x onerror=alert(1)>', 'Lee');
    const [mail] = await h.mailbox('html@example.com');
    expect(mail!.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain('#E31837');
    expect(mail!.subject).toMatch(/^Your .+ sign-in code$/);
    expect(mail!.subject).not.toMatch(/\d{6}/);
  });
});
