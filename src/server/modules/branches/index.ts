export { default as branchService } from './branches.plugin.ts';
export { branchRoutes } from './branches.routes.ts';
export { branchCalendar, type BranchService } from './branches.service.ts';
export { findClosureOn } from './branches.repository.ts';
