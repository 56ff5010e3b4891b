/**
 * The bank holidays of England and Wales (GOV.UK, www.gov.uk/bank-holidays), on which every
 * branch is closed. Migration 2026-11-24-003 keeps its own copy for installations that already
 * had their branches; staff add later years (and any other closures) from the dashboard.
 */
export const BANK_HOLIDAYS: ReadonlyArray<{ date: string; reason: string }> = [
  { date: '2026-01-01', reason: "New Year's Day" },
  { date: '2026-04-03', reason: 'Good Friday' },
  { date: '2026-04-06', reason: 'Easter Monday' },
  { date: '2026-05-04', reason: 'Early May bank holiday' },
  { date: '2026-05-25', reason: 'Spring bank holiday' },
  { date: '2026-08-31', reason: 'Summer bank holiday' },
  { date: '2026-12-25', reason: 'Christmas Day' },
  { date: '2026-12-28', reason: 'Boxing Day (substitute day)' },
  { date: '2027-01-01', reason: "New Year's Day" },
  { date: '2027-03-26', reason: 'Good Friday' },
  { date: '2027-03-29', reason: 'Easter Monday' },
  { date: '2027-05-03', reason: 'Early May bank holiday' },
  { date: '2027-05-31', reason: 'Spring bank holiday' },
  { date: '2027-08-30', reason: 'Summer bank holiday' },
  { date: '2027-12-27', reason: 'Christmas Day (substitute day)' },
  { date: '2027-12-28', reason: 'Boxing Day (substitute day)' },
];
