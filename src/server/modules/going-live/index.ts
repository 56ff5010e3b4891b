export { default as goingLive } from './going-live.plugin.ts';
export { goingLiveRoutes } from './going-live.routes.ts';
