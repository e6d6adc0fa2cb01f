import * as t from 'io-ts';

/** POST v1/client-events: errors and events the client reports (the Analytics port's own sink). */
export const ClientEventCodec = t.intersection([
  t.type({
    kind: t.keyof({ error: null, event: null }),
    name: t.string,
  }),
  t.partial({ message: t.string, path: t.string, detail: t.record(t.string, t.unknown) }),
]);
