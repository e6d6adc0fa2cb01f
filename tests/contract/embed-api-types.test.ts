import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import type { MessageFromParentType, MessageToParentWire, StoreStateCodec } from '../../src/contract/parent-frame';
import type { ParentMessageType, StoreMessage, StoreState } from '../../src/embed-script/embed-api';

/**
 * /embed.d.ts (what an embedding site compiles against, src/embed-script/embed-api.d.ts) is written by
 * hand for its readers; these checks hold it to the contract's codecs (issue #36: the protocol was
 * restated by hand beside src/contract/parent-frame.ts). They fail at `npm run typecheck`, before any test runs.
 */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

/** A message's own fields: the envelope (source, protocol) left out, `readonly` and optionality as the codec says. */
type Fields<M> = M extends unknown ? { [K in Exclude<keyof M, 'source' | 'protocol'>]: M[K] } : never;
type FieldsOf<U, T extends string> = Fields<Extract<U, { type: T }>>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

type StoreMessageType = StoreMessage['type'];

export type Checks = [
  // The same message names, both ways.
  Expect<Equal<ParentMessageType, MessageFromParentType>>,
  Expect<Equal<StoreMessageType, MessageToParentWire['type']>>,
  // The state the store reports, field for field.
  Expect<Equal<Mutable<StoreState>, Mutable<t.TypeOf<typeof StoreStateCodec>>>>,
  // Each store message's fields, message for message.
  Expect<Equal<{ [T in StoreMessageType]: Mutable<FieldsOf<StoreMessage, T>> }, { [T in StoreMessageType]: Mutable<FieldsOf<MessageToParentWire, T>> }>>,
];

describe('/embed.d.ts against the parent-frame contract', () => {
  it('is checked by the type checker (this file compiles only while they agree)', () => {
    const agreed: Checks = [true, true, true, true];
    expect(agreed).toEqual([true, true, true, true]);
  });
});
