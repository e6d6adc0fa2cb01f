import m001 from './001_tenants_and_config.sql';

/** Numbered migrations, applied in order, each once. Append only: never edit a landed one. */
export const migrations: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'tenants_and_config', sql: m001 },
];
