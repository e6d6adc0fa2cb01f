import { createHash } from 'node:crypto';
import type { ThrottleLimits } from '../coordination/rate-limiter';

/**
 * What one client address may keep in anonymous projects (issue 26 item 10). An anonymous shopper is
 * known only by a cart token its own browser makes, so a quota keyed on the token could be reset at
 * will; the address is the one owner such a quota can hold to (as for uploads).
 */
export interface AnonymousQuota {
  /** Bytes of the open anonymous projects last saved from one address, all together. */
  readonly bytesPerAddress: number;
  /** New anonymous carts (a cart token with no project yet) one address may start: a burst, then a slow refill. */
  readonly newCarts: ThrottleLimits;
}

/**
 * 50 MB per address: a full 100-tile project takes about 60 KB with ordinary photo addresses (190 KB
 * with 1,500-character ones), so a household or an office behind one address keeps hundreds; a loop
 * keeps 50 MB where it kept 43 GB a day. 20 new carts at once, then one every 72 minutes (20 a day):
 * a browser keeps its cart token, so a shopper starts one cart per visit at most.
 */
export const DEFAULT_ANONYMOUS_QUOTA: AnonymousQuota = {
  bytesPerAddress: 50 * 1024 * 1024,
  newCarts: { capacity: 20, refillPerSecond: 20 / 86_400 },
};

/** Who saved an anonymous project: the client address, hashed (the table keeps no address). */
export const savedByOf = (address: string): string => createHash('sha256').update(`tilepix-project-saver:${address}`).digest('hex').slice(0, 32);

/** 1 MB, 50 MB, 512 KB: the quota in the refusal's words. */
const inWords = (bytes: number): string => (bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`);

/** The refusals' texts. */
export const QUOTA_MESSAGES = {
  newCarts: (limits: ThrottleLimits) => `Too many new carts from this address: at most ${limits.capacity} at once. Sign in, or try again later.`,
  bytes: (quota: number) =>
    `Projects saved without signing in from this address may take at most ${inWords(quota)} in all. Sign in, or remove a project, to save more.`,
} as const;
