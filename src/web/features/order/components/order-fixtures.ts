import { COLLECT_NOTICES } from '../../../../shared/constants.ts';
import type { OrderView } from '../../../../shared/schemas/order.ts';

/** For tests: a placed Click & Collect order of 90 GBP for 100.74 EUR, at the Brighton branch. */
export const PLACED_COLLECT: OrderView = {
  _id: '0b7c2f52-4a55-4b8e-9d59-5c1c0e7b8a11',
  Order_Id: '12345678',
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Phone_Number: '01632 960123',
  Address: 'Brighton: 1 Example Street, Brighton BN1 1AA',
  addressKey: 'brighton',
  Orders: [
    {
      currencyMy: 90,
      currencyMycurrent: 'GBP',
      currencyTake: 100.74,
      currencyTakecurrent: 'EUR',
      Rate: 1.1194,
      status: 'buy',
    },
  ],
  status: 'buy',
  Status: 'Pending',
  title: 'Click & Collect',
  FxAmount: '100.74 EUR',
  TotalMoney: 90,
  time: '2026-11-21T12:00:00.000Z',
  firstMessege: COLLECT_NOTICES.firstMessege,
  secondTitle: COLLECT_NOTICES.secondTitle,
  secondMessege: [...COLLECT_NOTICES.secondMessege],
};
