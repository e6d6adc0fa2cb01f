/** SPEC §9: a visit more than 12 hours after the last one is a new launch. */
export const NEW_LAUNCH_AFTER_MS = 12 * 60 * 60 * 1000;

/**
 * Whether opening the store now is a new launch: the first visit on this browser, or more than
 * 12 hours since the last one (a clock that went backwards counts as a new launch too).
 */
export const isNewLaunch = (lastSeenAt: number | undefined, now: number): boolean =>
  lastSeenAt === undefined || now - lastSeenAt > NEW_LAUNCH_AFTER_MS || now < lastSeenAt;
