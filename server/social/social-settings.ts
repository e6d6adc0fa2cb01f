/** The store's Facebook and Instagram apps (from the environment; absent: that network is not offered). */
export interface SocialSettings {
  /** FACEBOOK_APP_ID: Facebook Login's client-side flow needs the id only. */
  readonly facebookAppId: string | null;
  /** INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET: Instagram's login sends a code that only the secret exchanges. */
  readonly instagram: { readonly appId: string; readonly appSecret: string } | null;
  /** Where the code is exchanged (Instagram's own endpoint; tests point it at a local server). */
  readonly instagramTokenUrl: string;
}

export const INSTAGRAM_TOKEN_URL = 'https://api.instagram.com/oauth/access_token';

export const NO_SOCIAL: SocialSettings = { facebookAppId: null, instagram: null, instagramTokenUrl: INSTAGRAM_TOKEN_URL };

export function readSocialSettings(env: NodeJS.ProcessEnv): SocialSettings {
  const facebookAppId = env.FACEBOOK_APP_ID?.trim() || null;
  const appId = env.INSTAGRAM_APP_ID?.trim();
  const appSecret = env.INSTAGRAM_APP_SECRET?.trim();
  return {
    facebookAppId,
    instagram: appId && appSecret ? { appId, appSecret } : null,
    instagramTokenUrl: env.INSTAGRAM_TOKEN_URL?.trim() || INSTAGRAM_TOKEN_URL,
  };
}

/** The Graph API hosts the browser calls directly (they answer with CORS), for the CSP's connect-src. */
export function socialConnectSources(settings: SocialSettings): string[] {
  return [...(settings.facebookAppId ? ['https://graph.facebook.com'] : []), ...(settings.instagram ? ['https://graph.instagram.com'] : [])];
}
