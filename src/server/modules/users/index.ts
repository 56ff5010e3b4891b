export { default as userService } from './users.plugin.ts';
export { userRoutes } from './users.routes.ts';
export {
  type ExternalIdentity,
  normalizeEmail,
  toSessionUser,
  type UserService,
} from './users.service.ts';
export { type UserRow } from './users.table.ts';
