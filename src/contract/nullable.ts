import * as t from 'io-ts';

/** A wire field that may be null: `codec`'s value or `null`. One combinator for every such field of the contract (issue 36). */
export const nullable = <C extends t.Mixed>(codec: C): t.UnionC<[C, t.NullC]> => t.union([codec, t.null]);
