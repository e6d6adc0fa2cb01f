import * as t from 'io-ts';

/** GET v1/mapkit/token?hostname: a short-lived map token for the store-locator map (the shell issue, #18). */
export const MapkitTokenQueryCodec = t.type({ hostname: t.string });
export const MapkitTokenAnswerCodec = t.type({ token: t.string });
