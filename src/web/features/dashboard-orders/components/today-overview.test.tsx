import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Today } from '#shared/schemas/today.ts';
import { renderApp, stubApi } from '#web/test/render-app.tsx';
import { MY_BRANCHES, pulseAt, staffOrder } from '../test/staff-orders.ts';
import { TodayOverview } from './today-overview.tsx';

const collect = staffOrder({ _id: 'a', Order_Id: '11111111', Name: 'Ada Lovelace' });
const accepted = staffOrder({ _id: 'b', Order_Id: '22222222', Status: 'Accepted' });
const dropOff = staffOrder({
  _id: 'c',
  Order_Id: '33333333',
  status: 'sell',
  title: 'Click & Sell',
  flags: ['linked'],
});
const overdue = staffOrder({ _id: 'd', Order_Id: '44444444', collectionDate: '2026-11-23' });
const tomorrow = staffOrder({
  _id: 'e',
  Order_Id: '55555555',
  collectionDate: '2026-11-26',
  Orders: [
    {
      ...collect.Orders[0]!,
      notes: [
        { denomination: 50, count: 2 },
        { denomination: 20, count: 1 },
      ],
    },
  ],
});

const BRIGHTON_DAY: Today = {
  branch: { key: 'brighton', name: 'Brighton' },
  date: '2026-11-25',
  nextDay: '2026-11-26',
  collect: [collect, accepted],
  dropOffs: [dropOff],
  overdue: [overdue],
  tomorrow: [tomorrow],
};
const WORTHING_DAY: Today = {
  ...BRIGHTON_DAY,
  branch: { key: 'worthing', name: 'Worthing' },
  collect: [],
  dropOffs: [],
  overdue: [],
  tomorrow: [],
};

function renderToday(branches = MY_BRANCHES) {
  const fetch = stubApi({
    '/api/today': BRIGHTON_DAY,
    '/api/today?branch=worthing': WORTHING_DAY,
    '/api/my-branches': branches,
    '/api/orders/pulse': pulseAt(null),
  });
  const router = renderApp([{ path: '/dashboard/today', element: <TodayOverview /> }], {
    path: '/dashboard/today',
    auth: { user: null, loading: false },
  });
  return { fetch, router };
}

const section = (name: RegExp) => screen.getByRole('region', { name });
const numbers = (name: RegExp) =>
  within(section(name))
    .queryAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

describe('TodayOverview', () => {
  it("shows the branch's four lists, each with its count and links to the orders", async () => {
    renderToday();
    expect(await screen.findByText('Wednesday 25 November 2026', { exact: false })).toBeTruthy();
    expect(section(/^Collect today/).querySelector('h2')?.textContent).toBe('Collect today2');
    expect(numbers(/^Collect today/)).toEqual(['Order 11111111', 'Order 22222222']);
    expect(numbers(/^Drop-offs today/)).toEqual(['Order 33333333']);
    expect(numbers(/^Overdue/)).toEqual(['Order 44444444']);
    expect(numbers(/^Tomorrow to prepare/)).toEqual(['Order 55555555']);

    expect(
      within(section(/^Collect today/))
        .getByRole('link', { name: 'Order 11111111' })
        .getAttribute('href'),
    ).toBe('/dashboard/orderDetails/a');
    expect(within(section(/^Collect today/)).getByText('Accepted')).toBeTruthy();
    expect(within(section(/^Drop-offs today/)).getByText('Linked orders')).toBeTruthy();
    expect(within(section(/^Overdue/)).getByText(/was due Mon 23 Nov/)).toBeTruthy();
    // The next day's notes to put aside.
    const next = section(/^Tomorrow to prepare/);
    expect(within(next).getByText(/For Thu 26 Nov/)).toBeTruthy();
    expect(within(next).getByText('2 × €50, 1 × €20')).toBeTruthy();
  });

  it('switches branch for those who work at several, kept in the address', async () => {
    const { fetch, router } = renderToday();
    const picker = await screen.findByRole('combobox', { name: 'Branch' });
    expect(picker).toHaveProperty('value', 'brighton');
    fireEvent.change(picker, { target: { value: 'worthing' } });
    await waitFor(() => expect(router.state.location.search).toBe('?branch=worthing'));
    expect(await screen.findByText('No collections today.')).toBeTruthy();
    expect(screen.getByText('Nothing to prepare yet.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/today?branch=worthing', expect.anything());
  });

  it('offers no branch choice to Staff of one branch', async () => {
    renderToday([{ key: 'brighton', name: 'Brighton' }]);
    expect(await screen.findByRole('region', { name: /^Collect today/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Branch' })).toBeNull();
  });
});
