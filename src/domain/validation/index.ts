export * from './labels';
export * from './rules';
export * from './expiry';
export * from './formatters';
export * from './login-inputs';
export * from './us-states';
