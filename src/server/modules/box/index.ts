export { boxRoutes } from './box.routes.ts';
