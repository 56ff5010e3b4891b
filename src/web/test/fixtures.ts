/**
 * The data the web tests render, built once here: a test names only the fields its check depends
 * on, and the rest agrees everywhere (the same Brighton branch, the same euro).
 */
import { COLLECT_NOTICES } from '#shared/constants.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { BusinessInfo } from '#shared/schemas/business.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import type { OrderView } from '#shared/schemas/order.ts';

/** A catalogue currency; margins -3.5 to sell and +3.5 to buy unless the test gives its own. */
export const aCurrency = (
  currency: Pick<Currency, 'value' | 'label' | 'Rate'> & Partial<Currency>,
): Currency => ({ Sell: -3.5, Buy: 3.5, updatedAt: '2026-11-21T09:00:00.000Z', ...currency });

/** Effective rates 1.1097 to Collect and 1.1903 to Sell. */
export const EUR = aCurrency({ value: 'EUR', label: 'Euro', Rate: 1.15 });

const hours = { opens: '09:00', closes: '17:30' };

/** A branch open 09:00 to 17:30, Monday to Saturday. */
export const aBranch = (
  branch: Pick<Branch, 'key' | 'name' | 'latitude' | 'longitude'> & Partial<Branch>,
): Branch => ({
  address: `1 High Street, ${branch.name}`,
  phone: '01632 960001',
  openingHours: {
    monday: hours,
    tuesday: hours,
    wednesday: hours,
    thursday: hours,
    friday: hours,
    saturday: hours,
    sunday: null,
  },
  ...branch,
});

export const BRIGHTON = aBranch({
  key: 'brighton',
  name: 'Brighton',
  address: '1 Example Street, Brighton BN1 1AA',
  latitude: 50.8225,
  longitude: -0.1372,
});

/** A placed Click & Collect order of 90 GBP for 100.74 EUR, at the Brighton branch. */
export const PLACED_COLLECT: OrderView = {
  _id: '0b7c2f52-4a55-4b8e-9d59-5c1c0e7b8a11',
  Order_Id: '12345678',
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Phone_Number: '01632 960123',
  Address: `Brighton: ${BRIGHTON.address}`,
  addressKey: 'brighton',
  Orders: [
    {
      currencyMy: 90,
      currencyMycurrent: 'GBP',
      currencyTake: 100.74,
      currencyTakecurrent: 'EUR',
      Rate: 1.1194,
      status: 'buy',
      notes: [],
      changeGbp: 0,
    },
  ],
  status: 'buy',
  Status: 'Pending',
  title: 'Click & Collect',
  FxAmount: '100.74 EUR',
  TotalMoney: 90,
  time: '2026-11-21T12:00:00.000Z',
  collectionDate: '2026-11-21',
  collectionNote: 'Collect from Brighton on Saturday 21 November, 09:00–17:00',
  holdUntil: '2026-11-25T17:30:00.000Z',
  notePreference: 'mixed',
  highValueNotes: false,
  highValueNotesUnavoidable: false,
  onRequest: false,
  firstMessege: COLLECT_NOTICES.firstMessege,
  secondTitle: COLLECT_NOTICES.secondTitle,
  secondMessege: [...COLLECT_NOTICES.secondMessege],
};

/** The bureau as `GET /api/business` gives it before an Admin sets its registration numbers. */
export const BUSINESS: BusinessInfo = {
  tradingName: 'Global Currency Connect',
  legalName: 'Coastal Exchange Ltd',
  phone: '01632 960000',
  supportEmail: 'support@example.com',
  postalAddress: '1 Example Street, Brighton BN1 1AA',
  companyNumber: '',
  msbNumber: '',
  moneyTransferUrl: '/sendmony',
  transferProviders: [],
  appStoreUrl: null,
  playStoreUrl: null,
};
