/** Public entry of the account feature (issue 36): what other features may import. Everything else in this folder is the feature's own. */
export { GeolocationRecord } from './geolocation-store';
export { LoginPrompt } from './login-prompt';
export { AccessTokenRecord, CustomerRecord, RefreshTokenRecord } from './session-records';
export { SessionReset } from './session-reset';
export { SessionStore } from './session-store';
export { WelcomePromoStore } from './welcome-promo-store';
