export { default as accountService } from './auth.plugin.ts';
export { authRoutes } from './auth.routes.ts';
export { googleRoutes } from './google/google.routes.ts';
export { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
export { default as attemptThrottle } from './throttle.ts';
