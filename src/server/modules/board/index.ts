export { default as boardService } from './board.plugin.ts';
export { boardRoutes } from './board.routes.ts';
