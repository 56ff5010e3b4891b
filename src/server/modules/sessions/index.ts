export { default as sessionService } from './sessions.plugin.ts';
export { type SessionService } from './sessions.service.ts';
