import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recoveryEmailAfterOf } from '../../server/config';
import type { Mailer } from '../../server/mail/mailer';
import { OutboxMailer } from '../../server/mail/outbox-mailer';
import { RecoveryEmailJob } from '../../server/projects/recovery-job';
import { AuthKeyring } from '../../server/auth/auth-keys';
import { RECOVERY_LINK_TTL_MS, signRecoveryLink } from '../../server/projects/recovery-links';
import { TenantRepository } from '../../server/tenants/tenant-repository';
import { openProjectsHarness, serverProject, type ProjectsHarness } from './projects-harness';
import { testDbFactories } from './test-db';

const AFTER = 60_000;

const claimsFrom = (payload: string) => {
  const c = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { t: string; c: string; o: string; e: number };
  return { tenantId: c.t, cartToken: c.c, ownerId: c.o, expiresAt: c.e };
};
const SUBJECT = 'Your TilePix tiles are waiting';

describe('RECOVERY_EMAIL_AFTER', () => {
  it('defaults to 24 h, reads units, and refuses what is not a duration', () => {
    expect(recoveryEmailAfterOf(undefined)).toBe(86_400_000);
    expect(recoveryEmailAfterOf('')).toBe(86_400_000);
    expect(recoveryEmailAfterOf('24h')).toBe(86_400_000);
    expect(recoveryEmailAfterOf('90m')).toBe(5_400_000);
    expect(recoveryEmailAfterOf('30s')).toBe(30_000);
    expect(recoveryEmailAfterOf('2d')).toBe(172_800_000);
    expect(recoveryEmailAfterOf('1500')).toBe(1500);
    expect(recoveryEmailAfterOf('off')).toBeNull();
    for (const bad of ['soon', '-1h', '10ms', '400d', '1 h']) expect(() => recoveryEmailAfterOf(bad)).toThrow(/RECOVERY_EMAIL_AFTER must be a duration/);
  });
});

/** Issue #15 (beyond the spec): one recovery email per customer cart left with tiles, whatever the number of servers. */
describe.each(testDbFactories)('recovery email on $name', ({ open }) => {
  let p: ProjectsHarness;
  const jobs: RecoveryEmailJob[] = [];
  const job = (mailer?: Mailer) => {
    const j = new RecoveryEmailJob({
      db: p.db,
      mailer: mailer ?? new OutboxMailer(p.db, () => {}, p.clock.now),
      tenants: new TenantRepository(p.db, 'https://hosted.example/'),
      publicUrl: 'https://store.example',
      linkKey: async () => (await new AuthKeyring(p.db).get()).recoveryLink,
      afterMs: AFTER,
      now: p.clock.now,
      log: () => {},
    });
    jobs.push(j);
    return j;
  };
  /** The link line of a recovery email's text. */
  const linkIn = (text: string): string => /^ {4}(https:\/\/\S+)$/m.exec(text)![1]!;
  /** A signed link's claims, once its MAC checks out under the server's key. */
  const claimsOf = async (token: string) => {
    const [payload] = token.split('.');
    expect(signRecoveryLink((await new AuthKeyring(p.db).get()).recoveryLink, claimsFrom(payload!))).toBe(token);
    return JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { t: string; c: string; o: string; e: number };
  };
  const recoveryMails = async (email: string) => (await p.h.mailbox(email)).filter((m) => m.subject.startsWith('Your ') && m.subject.endsWith('are waiting'));

  beforeAll(async () => {
    p = await openProjectsHarness(open);
  });
  afterAll(async () => {
    for (const j of jobs) await j.stop();
    await p.db.close();
  });

  it('mails a customer cart with tiles once, after the delay, with a signed /recover?link=; never anonymous or empty carts', async () => {
    const ann = await p.customer('rita@example.com');
    const empty = await p.customer('emil@example.com');
    await p.save(serverProject('rec-1', 'cart-rec-rita-01'), null, { token: ann.token });
    await p.save(serverProject('rec-2', 'cart-rec-rita-01'), null, { token: ann.token });
    await p.save(serverProject('rec-empty', 'cart-rec-emil-01', { tiles: [] }), null, { token: empty.token });
    await p.save(serverProject('rec-anon', 'cart-rec-anon-01'), null);
    const runner = job();

    p.clock.advance(AFTER - 1_000);
    expect(await runner.runOnce()).toBe(0);
    p.clock.advance(1_000);
    expect(await runner.runOnce()).toBe(1);

    const [mail, ...more] = await recoveryMails('rita@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(SUBJECT);
    expect(mail!.text).toBe(
      [
        'Hi Pat,',
        '',
        'You left 2 tiles in your TilePix cart. Everything is saved just as you left it: crops, frames and all.',
        '',
        'Pick up where you left off:',
        '',
        `    ${linkIn(mail!.text)}`,
        '',
        `— ${mail!.text.split('— ')[1]}`,
      ].join('\n'),
    );
    // The link names no cart token in the clear of its query: it is the signed token, for this cart, owner and tenant.
    const url = new URL(linkIn(mail!.text));
    expect(`${url.origin}${url.pathname}`).toBe('https://store.example/recover');
    expect([...url.searchParams.keys()]).toEqual(['link']);
    expect(await claimsOf(url.searchParams.get('link')!)).toEqual({ t: 'tilepix', c: 'cart-rec-rita-01', o: ann.id, e: p.clock.now() + RECOVERY_LINK_TTL_MS });
    expect(mail!.html).toContain(`href="${linkIn(mail!.text)}"`);
    expect(mail!.html).toContain('Pick up where you left off');
    expect(await recoveryMails('emil@example.com')).toEqual([]);
    const [claims] = await p.db.query<{ n: number }>('SELECT count(*)::int AS n FROM project_recovery_emails');
    expect(claims!.n).toBe(1);

    // Once only: later runs, and even new work on the same cart, send nothing more.
    expect(await runner.runOnce()).toBe(0);
    await p.save({ ...serverProject('rec-1', 'cart-rec-rita-01'), quantity: 3 }, 1, { token: ann.token });
    p.clock.advance(2 * AFTER);
    expect(await runner.runOnce()).toBe(0);
    expect(await recoveryMails('rita@example.com')).toHaveLength(1);
  });

  it("skips a cart whose work was bought; another tenant's link is at that tenant's own address", async () => {
    const wg = await p.customer('walt@example.com', 'wg');
    await p.save(serverProject('rec-wg', 'cart-rec-walt-01'), null, { token: wg.token, tenant: 'wg' });
    const carl = await p.customer('carl@example.com');
    await p.save(serverProject('rec-bought', 'cart-rec-carl-01'), null, { token: carl.token });
    await p.db.query(`UPDATE projects SET completed_at = $1 WHERE id = 'rec-bought'`, [new Date(p.clock.now()).toISOString()]);
    p.clock.advance(AFTER);
    expect(await job().runOnce()).toBe(1);
    expect(await recoveryMails('carl@example.com')).toEqual([]);
    const [mail] = await recoveryMails('walt@example.com');
    const url = new URL(linkIn(mail!.text));
    expect(url.hostname.startsWith('wg.')).toBe(true);
    expect(url.pathname).toBe('/recover');
    expect(url.searchParams.get('tenant')).toBeNull();
    expect((await claimsOf(url.searchParams.get('link')!)).c).toBe('cart-rec-walt-01');
  });

  it('two servers racing over the same due carts send each email exactly once', async () => {
    const emails = ['r1@example.com', 'r2@example.com', 'r3@example.com', 'r4@example.com'];
    for (const [i, email] of emails.entries()) {
      const c = await p.customer(email);
      await p.save(serverProject(`race-rec-${i}`, `cart-race-rec-${i}`), null, { token: c.token });
    }
    p.clock.advance(AFTER);
    const [one, two, three] = await Promise.all([job().runOnce(), job().runOnce(), job().runOnce()]);
    expect(one + two + three).toBe(emails.length);
    for (const email of emails) expect(await recoveryMails(email)).toHaveLength(1);
  });

  it('a failed send gives the claim back: the next run sends it', async () => {
    const c = await p.customer('fail@example.com');
    await p.save(serverProject('rec-fail', 'cart-rec-fail-01'), null, { token: c.token });
    p.clock.advance(AFTER);
    const broken: Mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    expect(await job(broken).runOnce()).toBe(0);
    expect(await recoveryMails('fail@example.com')).toEqual([]);
    expect(await job().runOnce()).toBe(1);
    expect(await recoveryMails('fail@example.com')).toHaveLength(1);
  });

  it('runs on its own timer once started, and stops', async () => {
    const c = await p.customer('timer@example.com');
    await p.save(serverProject('rec-timer', 'cart-rec-timer-1'), null, { token: c.token });
    p.clock.advance(AFTER);
    const runner = job();
    runner.start(20);
    await vi.waitFor(async () => expect(await recoveryMails('timer@example.com')).toHaveLength(1), { timeout: 5_000, interval: 50 });
    await runner.stop();
  });
});
