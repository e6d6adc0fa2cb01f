/** The picker's choice with one item flipped: added when it was not chosen, removed when it was (a new map: the stores hold it by reference). */
export function toggled<V>(selected: ReadonlyMap<string, V>, key: string, item: V): ReadonlyMap<string, V> {
  const next = new Map(selected);
  if (next.has(key)) next.delete(key);
  else next.set(key, item);
  return next;
}
