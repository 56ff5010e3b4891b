import type { OpeningHours } from '#shared/schemas/branch.ts';

const HIGH_STREET_HOURS: OpeningHours = {
  monday: { opens: '09:00', closes: '17:30' },
  tuesday: { opens: '09:00', closes: '17:30' },
  wednesday: { opens: '09:00', closes: '17:30' },
  thursday: { opens: '09:00', closes: '17:30' },
  friday: { opens: '09:00', closes: '17:30' },
  saturday: { opens: '09:00', closes: '17:00' },
  sunday: null,
};

/**
 * The collection points. EXAMPLE DATA: the street addresses are placeholders and the phone
 * numbers come from Ofcom's ranges reserved for fiction (01632 960xxx, 020 7946 0xxx); replace
 * them with the real branches' details before going live. Coordinates are the town centres.
 */
export const SEED_BRANCHES = [
  {
    key: 'brighton',
    name: 'Brighton',
    address: '1 Example Street, Brighton BN1 1AA',
    phone: '01632 960001',
    latitude: 50.8225,
    longitude: -0.1372,
    openingHours: HIGH_STREET_HOURS,
  },
  {
    key: 'worthing',
    name: 'Worthing',
    address: '2 Example Parade, Worthing BN11 1AA',
    phone: '01632 960002',
    latitude: 50.8118,
    longitude: -0.3714,
    openingHours: HIGH_STREET_HOURS,
  },
  {
    key: 'chichester',
    name: 'Chichester',
    address: '3 Example Row, Chichester PO19 1AA',
    phone: '01632 960003',
    latitude: 50.8365,
    longitude: -0.7792,
    openingHours: HIGH_STREET_HOURS,
  },
  {
    key: '172',
    name: 'London',
    address: '172 Example Road, London W1A 1AA',
    phone: '020 7946 0172',
    latitude: 51.5072,
    longitude: -0.1276,
    openingHours: { ...HIGH_STREET_HOURS, sunday: { opens: '10:00', closes: '16:00' } },
  },
] as const;

/** EXAMPLE DATA, as above: the `.example` domain and the address are placeholders. */
export const SEED_BUSINESS_PROFILE = {
  tradingName: 'Global Currency Connect',
  legalName: 'Global Currency Connect Ltd',
  phone: '01632 960000',
  supportEmail: 'support@globalcurrencyconnect.example',
  postalAddress: '1 Example Street, Brighton BN1 1AA, United Kingdom',
  // Set by an Admin in Settings; shown in the footer and the terms once set.
  companyNumber: '',
  msbNumber: '',
};

/** The storefront widget's promotional line and the GBP amount it speaks of. */
export const SEED_UPSELL = {
  text: 'Free travel wallet with orders of £500 or more',
  amount: 500,
};
