import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthKeyring } from '../../server/auth/auth-keys';
import { recoveryLink } from '../../server/projects/recovery-email';
import { signRecoveryLink, verifyRecoveryLink, type RecoveryLinkClaims } from '../../server/projects/recovery-links';
import { openProjectsHarness, type ProjectsHarness } from './projects-harness';
import { testDbFactories } from './test-db';

const KEY = randomBytes(32);
const NOW = Date.UTC(2026, 0, 10);
const CLAIMS: RecoveryLinkClaims = { tenantId: 'tilepix', cartToken: 'cart-link-01', ownerId: 'cust-1', expiresAt: NOW + 60_000 };

/** Flips one character of a base64url text to another valid one. */
const flip = (text: string, at: number): string => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

/** Issue 26 item 3: a recovery link is a MAC over cart token, tenant, owner and expiry. */
describe('recovery links: sign and verify', () => {
  it('verifies its own link for the tenant, before it expires, with a stable id', () => {
    const token = signRecoveryLink(KEY, CLAIMS);
    const check = verifyRecoveryLink(KEY, token, 'tilepix', NOW);
    expect(check).toEqual({ kind: 'valid', claims: CLAIMS, id: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(verifyRecoveryLink(KEY, token, 'tilepix', NOW + 1)).toEqual(check);
  });

  it('refuses a tampered payload or MAC, another key, another tenant and what is not a link', () => {
    const token = signRecoveryLink(KEY, CLAIMS);
    const [payload, mac] = token.split('.') as [string, string];
    // A link naming the attacker's cart with the victim's MAC, and every other edit, is not ours.
    const forged = `${Buffer.from(JSON.stringify({ t: 'tilepix', c: 'attacker-cart', o: 'cust-1', e: CLAIMS.expiresAt })).toString('base64url')}.${mac}`;
    for (const bad of [
      forged,
      `${flip(payload, 3)}.${mac}`,
      `${payload}.${flip(mac, 5)}`,
      `${payload}.${mac}.x`,
      `${payload}.${mac.slice(1)}`,
      signRecoveryLink(randomBytes(32), CLAIMS),
      'cart-link-01',
      '',
      '.',
      `${'A'.repeat(700)}.${mac}`,
      `${Buffer.from('not json').toString('base64url')}.${mac}`,
    ]) {
      expect(verifyRecoveryLink(KEY, bad, 'tilepix', NOW), bad.slice(0, 40)).toEqual({ kind: 'invalid' });
    }
    expect(verifyRecoveryLink(KEY, token, 'wg', NOW)).toEqual({ kind: 'invalid' });
    // Signed, but claims of the wrong types: refused like a forgery.
    const odd = signRecoveryLink(KEY, { ...CLAIMS, ownerId: '' });
    expect(verifyRecoveryLink(KEY, odd, 'tilepix', NOW)).toEqual({ kind: 'invalid' });
  });

  it("is mailed at the tenant's own address, as its order emails: wg.<host> for a host tenant, ?tenant= for another", () => {
    expect(recoveryLink('https://store.example', 'tilepix', 'abc.def')).toBe('https://store.example/recover?link=abc.def');
    expect(recoveryLink('https://store.example', 'wg', 'abc.def')).toBe('https://wg.store.example/recover?link=abc.def');
    expect(recoveryLink('http://localhost:4100', 'cvs', 'a-b_c.d')).toBe('http://cvs.localhost:4100/recover?link=a-b_c.d');
    expect(recoveryLink('https://store.example', 'demo', 'abc.def')).toBe('https://store.example/recover?link=abc.def&tenant=demo');
  });

  it('is expired from its expiry on', () => {
    const token = signRecoveryLink(KEY, CLAIMS);
    expect(verifyRecoveryLink(KEY, token, 'tilepix', CLAIMS.expiresAt - 1).kind).toBe('valid');
    expect(verifyRecoveryLink(KEY, token, 'tilepix', CLAIMS.expiresAt)).toEqual({ kind: 'expired' });
  });
});

/** POST v1/projects/recover: redeemed once, by the customer the link was mailed to; a refusal writes nothing. */
describe.each(testDbFactories)('recovery link redemption on $name', ({ name, open }) => {
  let p: ProjectsHarness;
  beforeAll(async () => {
    p = await openProjectsHarness(open);
  });
  afterAll(async () => p.db.close());

  const linkFor = async (claims: Partial<RecoveryLinkClaims> & { ownerId: string }) =>
    signRecoveryLink((await new AuthKeyring(p.db).get()).recoveryLink, {
      tenantId: 'tilepix',
      cartToken: 'cart-recover-01',
      expiresAt: p.clock.now() + 60_000,
      ...claims,
    });
  const redeem = (link: string, token?: string, tenant = 'tilepix') =>
    p.call('projects/recover', { link }, { ...(token === undefined ? {} : { token }), tenant });
  const redemptions = async () => Number((await p.db.query<{ n: number }>('SELECT count(*)::int AS n FROM recovery_link_redemptions'))[0]!.n);
  const refused = (status: number, code: string, message: string) => ({ status, body: { message, code, customerMessage: message } });

  it('hands the cart back to its owner once; the second use is refused as used', async () => {
    const owner = await p.customer('link-owner@example.com');
    const link = await linkFor({ ownerId: owner.id, cartToken: 'cart-recover-once' });
    expect(await redeem(link, owner.token)).toEqual({ status: 200, body: { cartToken: 'cart-recover-once' } });
    expect(await redemptions()).toBe(1);
    expect(await redeem(link, owner.token)).toEqual(refused(410, 'recovery/used', 'This recovery link was already used.'));
    expect(await redemptions()).toBe(1);
  });

  it("refuses another customer (a genuine link forwarded), an anonymous caller, a forged, expired or other tenant's link, writing nothing", async () => {
    const owner = await p.customer('link-owner-2@example.com');
    const attacker = await p.customer('link-forwarder@example.com');
    const wgOwner = await p.customer('link-owner-2@example.com', 'wg');
    const link = await linkFor({ ownerId: owner.id });
    const before = await redemptions();

    expect(await redeem(link, attacker.token)).toEqual(refused(403, 'recovery/foreign', 'This recovery link belongs to another account.'));
    expect((await redeem(link)).status).toBe(401);
    const [payload, mac] = link.split('.') as [string, string];
    expect(await redeem(`${payload}.${flip(mac, 7)}`, owner.token)).toEqual(refused(400, 'recovery/invalid', 'This recovery link is not valid.'));
    expect(await redeem('cart-recover-01', owner.token)).toEqual(refused(400, 'recovery/invalid', 'This recovery link is not valid.'));
    expect(await redeem(link, wgOwner.token, 'wg')).toEqual(refused(400, 'recovery/invalid', 'This recovery link is not valid.'));
    const expired = await linkFor({ ownerId: owner.id, expiresAt: p.clock.now() });
    expect(await redeem(expired, owner.token)).toEqual(refused(410, 'recovery/expired', 'This recovery link has expired.'));
    expect((await p.call('projects/recover', { link: 42 }, { token: owner.token })).status).toBe(400);
    expect(await redemptions()).toBe(before);

    // None of those used the link up: its owner still redeems it.
    expect(await redeem(link, owner.token)).toEqual({ status: 200, body: { cartToken: 'cart-recover-01' } });
  });

  it(`of redemptions at once, exactly one wins${name === 'postgres' ? ' (truly concurrent)' : ''}`, async () => {
    const owner = await p.customer('link-racer@example.com');
    const link = await linkFor({ ownerId: owner.id, cartToken: 'cart-recover-race' });
    const answers = await Promise.all([1, 2, 3, 4].map(() => redeem(link, owner.token)));
    expect(answers.filter((a) => a.status === 200)).toEqual([{ status: 200, body: { cartToken: 'cart-recover-race' } }]);
    expect(answers.filter((a) => a.status === 410).map((a) => a.body.code)).toEqual(['recovery/used', 'recovery/used', 'recovery/used']);
  });
});
