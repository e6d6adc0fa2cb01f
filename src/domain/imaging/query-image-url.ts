/**
 * `url` with `t=<now>` added to its query (`?t=` or `&t=`), before any fragment: a query image is
 * fetched past any cache that holds an older picture at the same address.
 */
export const withTimestamp = (url: string, now: number): string => {
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : url.slice(hash);
  return `${base}${base.includes('?') ? '&' : '?'}t=${now}${fragment}`;
};
