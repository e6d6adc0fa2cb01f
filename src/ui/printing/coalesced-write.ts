/**
 * A DOM write that follows a value changing every frame (the zoom slider and the live region during
 * a wheel or pinch): a change after a quiet spell is written at once; changes in quick succession
 * are written once, when they stop for `quietMs`. So a zoom gesture's frames do not each pay for a
 * slider and an aria-live update (and a screen reader hears the zoom it settled on, not every step).
 */
export function coalescedWrite<T>(write: (value: T) => void, quietMs = 150): { push(value: T): void; dispose(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastChange = Number.NEGATIVE_INFINITY;
  let pending: { readonly value: T } | null = null;
  const fire = () => {
    timer = undefined;
    const next = pending;
    pending = null;
    if (next) write(next.value);
  };
  return {
    push(value: T) {
      const now = performance.now();
      const burst = now - lastChange < quietMs;
      lastChange = now;
      if (!burst && timer === undefined) {
        write(value);
        return;
      }
      pending = { value };
      // Re-armed at every change: a timer firing mid-burst only to wait again would cost a task in
      // a frame of the gesture; clearing and setting one costs microseconds.
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, quietMs);
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}
