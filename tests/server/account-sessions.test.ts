import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountModule } from '../../server/auth/account-module';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../server/auth/account-settings';
import { requireAdmin, requireCustomer, type AuthEnv } from '../../server/auth/guards';
import { AuthKeyring } from '../../server/auth/auth-keys';
import { REFRESH_GRACE_MS, RefreshTokens, type RotateOutcome } from '../../server/auth/refresh-tokens';
import type { Db } from '../../server/db/db';
import { TenantRepository } from '../../server/tenants/tenant-repository';
import { accountApp, accountTables, claimsOf, prepareDb, TestClock } from './account-harness';
import { testDbFactories } from './test-db';

/** Issue #14's token rules: 15-minute JWTs with sub/tenant/role, rotating refresh tokens with reuse detection. */
describe.each(testDbFactories)('sessions on $name', ({ name, open }) => {
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

  const customerGet = (token: string | undefined, tenant = 'tilepix') => h.get('shopify/customer_get', { tenant, ...(token === undefined ? {} : { token }) });
  const refresh = (userId: string, refreshToken: string, tenant = 'tilepix') => h.post('account/refresh', { userId, refreshToken }, { tenant });

  it('issues an HS256 access token with sub, tenant, role, iss, aud and a 15-minute life; customer_get reads it', async () => {
    const s = await h.session('reader@example.com', 'wg');
    expect(JSON.parse(Buffer.from(s.accessToken.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = claimsOf(s.accessToken);
    expect(claims).toMatchObject({ sub: s.customer.id, tenant: 'wg', role: 'customer', iss: 'tilepix', aud: 'tilepix-api' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    expect(await customerGet(s.accessToken, 'wg')).toEqual({ status: 200, body: { customer: s.customer } });
  });

  it('gives the ADMIN_EMAILS the admin role (seeded customer); requireAdmin answers 401 / 403 / 200', async () => {
    clock.advance(11_000);
    expect((await h.post('account/login', { email: 'admin@tilepix.test', loginMethod: 'code' })).status).toBe(200);
    const admin = await h.post('account/login_verify', { email: 'admin@tilepix.test', code: await h.lastCode('admin@tilepix.test'), source: 'x' });
    expect(claimsOf(admin.body.accessToken as string).role).toBe('admin');
    const customer = await h.session('plain@example.com');

    const mod = accountModule(db, new TenantRepository(db, 'https://hosted.example/'), false, () => {}, { settings: DEFAULT_ACCOUNT_SETTINGS, now: clock.now });
    const guarded = new Hono<AuthEnv>();
    guarded.use('*', mod.auth);
    guarded.get('/admin', requireAdmin, (c) => c.json({ ok: c.get('auth') }));
    guarded.get('/mine', requireCustomer, (c) => c.json({ ok: c.get('auth') }));
    const call = (path: string, token?: string) =>
      guarded.request(`http://x${path}?tenantId=tilepix`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
    expect((await call('/admin')).status).toBe(401);
    expect((await call('/admin', customer.accessToken)).status).toBe(403);
    const ok = await call('/admin', admin.body.accessToken as string);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: { customerId: (admin.body.customer as { id: string }).id, tenant: 'tilepix', role: 'admin' } });
    expect((await call('/mine')).status).toBe(401);
    expect((await call('/mine', customer.accessToken)).status).toBe(200);
  });

  it("refuses customer_get without a token, with a tampered, expired, alg-none, foreign-key or other tenant's token", async () => {
    const s = await h.session('guarded@example.com');
    expect((await customerGet(undefined)).body).toMatchObject({ message: 'Sign in required', code: 'auth/unauthenticated' });
    const [head, payload, sig] = s.accessToken.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...claimsOf(s.accessToken), role: 'admin' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT({ tenant: 'tilepix', role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.customer.id))
      .setIssuer('tilepix')
      .setAudience('tilepix-api')
      .setIssuedAt(Math.floor(clock.t / 1000))
      .setExpirationTime(Math.floor(clock.t / 1000) + 900)
      .sign(new TextEncoder().encode('x'.repeat(32)));
    const flipped = sig.slice(0, -2) + (sig.at(-2) === 'A' ? 'B' : 'A') + sig.at(-1);
    for (const bad of [`${head}.${forged}.${sig}`, `${head}.${payload}.${flipped}`, none, otherKey, 'garbage', `${s.accessToken}x`]) {
      const answer = await customerGet(bad);
      expect(answer.status, bad).toBe(401);
      expect(answer.body.code).toBe('auth/token-invalid');
    }
    expect((await customerGet(s.accessToken, 'cvs')).body).toMatchObject({ message: 'This access token belongs to another store' });
    clock.advance(15 * 60_000);
    expect((await customerGet(s.accessToken)).status).toBe(401);
  });

  it('rotates the refresh token on every use and answers a new pair with the customer', async () => {
    const s = await h.session('rotate@example.com');
    clock.advance(60_000);
    const first = await refresh(String(s.customer.id), s.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.customer).toEqual(s.customer);
    expect(first.body.refreshToken).not.toBe(s.refreshToken);
    expect(first.body.accessToken).not.toBe(s.accessToken);
    clock.advance(60_000);
    const second = await refresh(String(s.customer.id), first.body.refreshToken as string);
    expect(second.status).toBe(200);
    expect((await customerGet(second.body.accessToken as string)).status).toBe(200);
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens WHERE customer_id = $1', [s.customer.id]);
    expect(stored).toHaveLength(3);
    expect(stored.some((r) => [s.refreshToken, first.body.refreshToken, second.body.refreshToken].includes(r.token_hash))).toBe(false);
  });

  it('revokes the whole family when a used refresh token comes back after the grace window', async () => {
    const s = await h.session('stolen@example.com');
    const id = String(s.customer.id);
    const next = await refresh(id, s.refreshToken);
    clock.advance(REFRESH_GRACE_MS + 1);
    const reuse = await refresh(id, s.refreshToken);
    expect(reuse).toEqual({
      status: 401,
      body: { message: 'Refresh token reuse detected: the session is revoked', code: 'auth/refresh-reused', customerMessage: 'Please sign in again.' },
    });
    const rows = await db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM refresh_tokens WHERE customer_id = $1', [id]);
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
    // The legitimate holder's newer token is dead too, and nothing new was issued.
    const before = await accountTables(db);
    expect((await refresh(id, next.body.refreshToken as string)).body.code).toBe('auth/refresh-revoked');
    expect(await accountTables(db)).toEqual(before);
  });

  it('a test server shortens both 10 s windows (TPX_TEST_AUTH_WINDOW_MS): the refresh grace and the code-resend quiet time', async () => {
    const short = accountApp(db, clock, { windows: { resendQuietMs: 1_000, refreshGraceMs: 1_000 } });
    const s = await short.session('short-windows@example.com');
    const id = String(s.customer.id);
    const next = await short.post('account/refresh', { userId: id, refreshToken: s.refreshToken });
    clock.advance(900);
    // Inside the shorter grace window: the same successor.
    expect((await short.post('account/refresh', { userId: id, refreshToken: s.refreshToken })).body.refreshToken).toBe(next.body.refreshToken);
    clock.advance(200);
    expect((await short.post('account/refresh', { userId: id, refreshToken: s.refreshToken })).body.code).toBe('auth/refresh-reused');

    const codes = async () => (await short.mailbox('short-windows@example.com')).length;
    clock.advance(60_000);
    expect((await short.post('account/login', { email: 'short-windows@example.com', loginMethod: 'code' })).status).toBe(200);
    const sent = await codes();
    clock.advance(900);
    expect((await short.post('account/login', { email: 'short-windows@example.com', loginMethod: 'code' })).status).toBe(200);
    expect(await codes()).toBe(sent);
    clock.advance(200);
    expect((await short.post('account/login', { email: 'short-windows@example.com', loginMethod: 'code' })).status).toBe(200);
    expect(await codes()).toBe(sent + 1);
  });

  it(`answers two refreshes at once within the grace window with the same new pair${name === 'postgres' ? ' (truly concurrent)' : ''}`, async () => {
    const s = await h.session('two-tabs@example.com');
    const id = String(s.customer.id);
    clock.advance(60_000);
    const [a, ...others] = await Promise.all([1, 2, 3, 4].map(() => refresh(id, s.refreshToken)));
    expect(a!.status).toBe(200);
    for (const b of others) {
      expect(b.status).toBe(200);
      expect(b.body.refreshToken).toBe(a!.body.refreshToken);
      expect(b.body.accessToken).toBe(a!.body.accessToken);
    }
    // A third, a few seconds later, still inside the window: the same pair again; the family stays live.
    clock.advance(REFRESH_GRACE_MS - 1_000);
    const c = await refresh(id, s.refreshToken);
    expect(c.body.refreshToken).toBe(a!.body.refreshToken);
    expect((await db.query('SELECT 1 FROM refresh_tokens WHERE customer_id = $1 AND revoked_at IS NOT NULL', [id])).length).toBe(0);
    expect((await db.query('SELECT 1 FROM refresh_tokens WHERE customer_id = $1', [id])).length).toBe(2);
    expect((await refresh(id, a!.body.refreshToken as string)).status).toBe(200);
  });

  it("makes a second refresh wait for the first one's row lock, then answers it the same successor", async () => {
    const s = await h.session('locked@example.com');
    const id = String(s.customer.id);
    const tokens = new RefreshTokens((await new AuthKeyring(db).get()).refresh);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const first = db.transaction(async (tx) => {
      const outcome = await tokens.rotate(tx, s.refreshToken, id, 'tilepix', 'customer', clock.now());
      holding();
      await gate; // the first refresh has rotated but not committed yet
      return outcome;
    });
    await held;
    let secondDone = false;
    const second = db.transaction((tx) => tokens.rotate(tx, s.refreshToken, id, 'tilepix', 'customer', clock.now() + 1_000)).finally(() => (secondDone = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(secondDone).toBe(false);
    release();
    const [one, two] = (await Promise.all([first, second])) as [RotateOutcome, RotateOutcome];
    expect(one.kind).toBe('rotated');
    expect(two).toEqual(one);
  });

  /** Rotates `token` in a transaction that stays open until the returned `commit` is called. */
  async function rotationHeldOpen(token: string, id: string) {
    const tokens = new RefreshTokens((await new AuthKeyring(db).get()).refresh);
    let commit!: () => void;
    const gate = new Promise<void>((r) => (commit = r));
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const outcome = db.transaction(async (tx) => {
      const rotated = await tokens.rotate(tx, token, id, 'tilepix', 'customer', clock.now());
      holding();
      await gate;
      return rotated;
    });
    await held;
    return { outcome, commit };
  }

  it(`revokes a successor issued while the family was being revoked, by a reuse or a logout${name === 'postgres' ? ' (truly concurrent)' : ''}`, async () => {
    for (const end of ['reuse', 'logout'] as const) {
      const s = await h.session(`racing-${end}@example.com`);
      const id = String(s.customer.id);
      const next = await refresh(id, s.refreshToken);
      clock.advance(REFRESH_GRACE_MS + 1);
      // The page refreshes with its token; before that commits, the family is ended.
      const rotation = await rotationHeldOpen(next.body.refreshToken as string, id);
      const ended = end === 'reuse' ? refresh(id, s.refreshToken) : revoke({ userId: id, refreshToken: s.refreshToken });
      await new Promise((r) => setTimeout(r, 300));
      rotation.commit();
      const [rotated, answer] = await Promise.all([rotation.outcome, ended]);
      expect(answer.status).toBe(end === 'reuse' ? 401 : 204);
      // Whichever went first, nothing of the family refreshes any more.
      if (rotated.kind === 'rotated') expect((await refresh(id, rotated.token)).body.code).toBe('auth/refresh-revoked');
      expect(await db.query('SELECT token_hash FROM refresh_tokens WHERE customer_id = $1 AND revoked_at IS NULL', [id]), end).toEqual([]);
    }
  });

  it("refuses a malformed, unknown, other user's, other tenant's or expired refresh token without issuing anything", async () => {
    const s = await h.session('refuse@example.com');
    const other = await h.session('someone-else@example.com');
    const id = String(s.customer.id);
    const before = await accountTables(db);
    for (const [userId, token, tenant] of [
      [id, 'short', 'tilepix'],
      [id, 'A'.repeat(43), 'tilepix'],
      [String(other.customer.id), s.refreshToken, 'tilepix'],
      [id, s.refreshToken, 'cvs'],
      ['../etc', s.refreshToken, 'tilepix'],
    ] as const) {
      expect(await refresh(userId, token, tenant), `${userId} ${token}`).toEqual({
        status: 401,
        body: { message: 'Invalid refresh token', code: 'auth/refresh-invalid', customerMessage: 'Please sign in again.' },
      });
    }
    expect((await h.post('account/refresh', { userId: id })).status).toBe(400);
    expect(await accountTables(db)).toEqual(before);
    clock.advance(30 * 24 * 60 * 60_000);
    expect((await refresh(id, s.refreshToken)).body.code).toBe('auth/refresh-expired');
    expect(await accountTables(db)).toEqual(before);
  });

  /** POST v1/account/revoke: its answer has no body (204), so it is read as text. */
  const revoke = async (body: unknown, tenant = 'tilepix') => {
    const res = await h.app.request(
      `http://store.test/api/v1/account/revoke?tenantId=${tenant}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
    );
    return { status: res.status, text: await res.text() };
  };

  it('logout revokes the whole family: neither the token nor any rotation of it refreshes again (issue 26)', async () => {
    const s = await h.session('leaving@example.com');
    const id = String(s.customer.id);
    const rotated = await refresh(id, s.refreshToken);
    expect(rotated.status).toBe(200);
    // The client revokes with the token it holds now (the rotated one): the older one dies with it.
    expect(await revoke({ userId: id, refreshToken: rotated.body.refreshToken })).toEqual({ status: 204, text: '' });
    const rows = await db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM refresh_tokens WHERE customer_id = $1', [id]);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
    const before = await accountTables(db);
    expect(await refresh(id, rotated.body.refreshToken as string)).toEqual({
      status: 401,
      body: { message: 'Session revoked', code: 'auth/refresh-revoked', customerMessage: 'Please sign in again.' },
    });
    clock.advance(REFRESH_GRACE_MS + 1);
    expect((await refresh(id, s.refreshToken)).body.code).toBe('auth/refresh-revoked');
    expect(await accountTables(db)).toEqual(before);
    // Revoking again answers the same and changes nothing.
    expect(await revoke({ userId: id, refreshToken: rotated.body.refreshToken })).toEqual({ status: 204, text: '' });
    expect(await accountTables(db)).toEqual(before);
  });

  it("a revoke of an unknown, malformed, another customer's or another tenant's token answers the same 204 and changes nothing", async () => {
    const victim = await h.session('keeps-session@example.com');
    const other = await h.session('someone-revoking@example.com');
    const id = String(victim.customer.id);
    const rows = () => db.query<{ token_hash: string; revoked_at: unknown }>('SELECT token_hash, revoked_at FROM refresh_tokens ORDER BY token_hash');
    const before = await rows();
    for (const [userId, token, tenant] of [
      [id, 'A'.repeat(43), 'tilepix'],
      [id, 'short', 'tilepix'],
      [String(other.customer.id), victim.refreshToken, 'tilepix'],
      [id, victim.refreshToken, 'cvs'],
      ['../etc', victim.refreshToken, 'tilepix'],
    ] as const) {
      expect(await revoke({ userId, refreshToken: token }, tenant), `${userId} ${token} ${tenant}`).toEqual({ status: 204, text: '' });
    }
    expect(await rows()).toEqual(before);
    expect((await refresh(id, victim.refreshToken)).status).toBe(200);
    expect((await revoke({ userId: id })).status).toBe(400);
  });
});
