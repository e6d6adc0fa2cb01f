import type { Context } from 'hono';
import type { Db, Queryable } from '../db/db';

/** The statuses an expected refusal may carry (anything else is a bug: the app's 500). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 504;

/**
 * An expected failure of a request, returned as a value (as `server/auth` does with `AccountFailure`)
 * and turned into HTTP once, at the route edge, by `refused`. Only bugs throw. `status` is its code on
 * the wire; `code` and `customerMessage` are the account calls' (SPEC §8); `details` lists every
 * decode error. A class so that `T | Refusal` narrows with `isRefusal` whatever `T` is.
 */
export class Refusal {
  constructor(
    readonly status: RefusalStatus,
    readonly message: string,
    readonly details?: readonly string[],
  ) {}
}

export const refusal = (status: RefusalStatus, message: string, details?: readonly string[]): Refusal => new Refusal(status, message, details);

export const isRefusal = (value: unknown): value is Refusal => value instanceof Refusal;

/** What `refused` writes: a `Refusal`, or an account failure (`server/auth/account-failures.ts`). */
export interface RefusalBody {
  readonly status: RefusalStatus;
  readonly message: string;
  readonly code?: string;
  readonly customerMessage?: string;
  readonly details?: readonly string[];
}

/**
 * The one mapping of an expected failure to HTTP: `{ message, code?, customerMessage?, details? }`
 * with its status (the keys in this order, so the bytes are those the routes have always sent).
 */
export function refused(c: Context, failure: RefusalBody): Response {
  return c.json(
    {
      message: failure.message,
      ...(failure.code === undefined ? {} : { code: failure.code }),
      ...(failure.customerMessage === undefined ? {} : { customerMessage: failure.customerMessage }),
      ...(failure.details ? { details: failure.details } : {}),
    },
    failure.status,
  );
}

/** Parts of a request, each decoded or refused. */
type Parts = Record<string, unknown>;
/** The parts with their refusals taken out. */
export type Decoded<P extends Parts> = { [K in keyof P]: Exclude<P[K], Refusal> };

/** The first refusal among a request's parts (in the order written), or every part decoded. */
export function allDecoded<P extends Parts>(parts: P): Decoded<P> | Refusal {
  for (const part of Object.values(parts)) if (isRefusal(part)) return part;
  return parts as Decoded<P>;
}

/** The edge for a use case's answer: its refusal through `refused`, anything else as JSON with `status`. */
export const answered = <T>(c: Context, value: T | Refusal, status: 200 | 201 = 200): Response =>
  isRefusal(value) ? refused(c, value) : c.json(value as object, status);

/** Carries a refusal out of a transaction so that it rolls back; never seen outside `refusingTransaction`. */
class RollBack extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/**
 * `db.transaction` for work that may refuse: a returned `Refusal` rolls the transaction back (the
 * port rolls back on a throw, so it is carried out as one and handed back as a value); anything
 * else commits.
 */
export async function refusingTransaction<T>(db: Db, work: (tx: Queryable) => Promise<T | Refusal>): Promise<T | Refusal> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (isRefusal(result)) throw new RollBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollBack) return error.refusal;
    throw error;
  }
}
