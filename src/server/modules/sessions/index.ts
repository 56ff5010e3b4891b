export { type SessionService } from './sessions.service.ts';
