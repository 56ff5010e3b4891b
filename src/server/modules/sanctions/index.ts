export { nameWords, screeningOf, type SanctionsMatch, type Screening } from './screening.ts';
export {
  parseSanctionsList,
  SanctionsListError,
  type ListedName,
  type SanctionsList,
} from './uk-sanctions-list.ts';
