import { importPKCS8, SignJWT, type CryptoKey } from 'jose';

/**
 * Apple MapKit JS settings (README "MapKit"): the developer team, the Maps key's id and its private
 * key (PKCS #8 PEM, as Apple's .p8 file holds it; `\n` escapes are read as new lines, so the key fits
 * on one line of an environment file). All three or none.
 */
export interface MapkitSettings {
  readonly teamId: string;
  readonly keyId: string;
  readonly privateKey: string;
}

/** MAPKIT_TEAM_ID, MAPKIT_KEY_ID, MAPKIT_PRIVATE_KEY: null when none is set; a start error when only some are. */
export function readMapkitSettings(env: NodeJS.ProcessEnv): MapkitSettings | null {
  const teamId = env.MAPKIT_TEAM_ID?.trim() ?? '';
  const keyId = env.MAPKIT_KEY_ID?.trim() ?? '';
  const privateKey = (env.MAPKIT_PRIVATE_KEY ?? '').replace(/\\n/g, '\n').trim();
  const set = [teamId, keyId, privateKey].filter((v) => v !== '').length;
  if (set === 0) return null;
  if (set < 3) throw new Error('MapKit needs all three of MAPKIT_TEAM_ID, MAPKIT_KEY_ID and MAPKIT_PRIVATE_KEY (or none of them)');
  if (!/^[A-Z0-9]{10}$/.test(teamId)) throw new Error(`MAPKIT_TEAM_ID must be the 10-character Apple team id, got ${teamId}`);
  if (!/^[A-Z0-9]{10}$/.test(keyId)) throw new Error(`MAPKIT_KEY_ID must be the 10-character key id, got ${keyId}`);
  if (!privateKey.startsWith('-----BEGIN PRIVATE KEY-----')) throw new Error('MAPKIT_PRIVATE_KEY must be the PKCS #8 PEM of the Maps key (the .p8 file)');
  return { teamId, keyId, privateKey };
}

/** How long a map token lives: the page asks again when MapKit JS reports it expired. */
export const MAPKIT_TOKEN_SECONDS = 30 * 60;

/** Signs MapKit JS tokens: ES256, `kid` the key id, `iss` the team, `origin` the page allowed to use it. */
export class MapkitTokens {
  private key: Promise<CryptoKey> | null = null;

  constructor(
    private readonly settings: MapkitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  async sign(origin: string): Promise<string> {
    // Imported once, on first use; a key that does not import fails every call (logged as a 500).
    this.key ??= importPKCS8(this.settings.privateKey, 'ES256');
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ origin })
      .setProtectedHeader({ alg: 'ES256', kid: this.settings.keyId, typ: 'JWT' })
      .setIssuer(this.settings.teamId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + MAPKIT_TOKEN_SECONDS)
      .sign(await this.key);
  }
}
