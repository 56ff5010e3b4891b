export { default as sanctionsService } from './sanctions.plugin.ts';
export { sanctionsRoutes } from './sanctions.routes.ts';
export { sanctionsListFetchJob } from './sanctions-list-fetch.job.ts';
export type { SanctionsService } from './sanctions.service.ts';
export { nameWords, screeningOf, type SanctionsMatch, type Screening } from './screening.ts';
export {
  parseSanctionsList,
  SanctionsListError,
  type ListedName,
  type SanctionsList,
} from './uk-sanctions-list.ts';
