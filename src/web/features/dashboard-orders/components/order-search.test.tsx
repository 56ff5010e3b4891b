import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '#web/test/render-app.tsx';
import { staffOrder } from '../test/staff-orders.ts';
import { OrderSearch } from './order-search.tsx';

const found = (count: number) =>
  new Response(JSON.stringify(Array.from({ length: Math.min(count, 2) }, () => staffOrder())), {
    headers: { 'x-total-count': String(count) },
  });

function renderSearch() {
  return renderApp(
    [
      { path: '/dashboard/today', element: <OrderSearch /> },
      { path: '/dashboard/orderDetails/:id', element: <h1>Order details</h1> },
      { path: '/dashboard/search', element: <h1>Search results</h1> },
    ],
    { path: '/dashboard/today', auth: { user: null, loading: false } },
  );
}

async function search(text: string) {
  const box = await screen.findByRole('searchbox', { name: 'Search orders' });
  expect(box.getAttribute('placeholder')).toBe('Order number, email, phone or name');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
}

describe('OrderSearch', () => {
  it('opens the one order that matches', async () => {
    const fetch = stubApi({ '/api/orders?limit=2&offset=0&q=12345678': found(1) });
    const router = renderSearch();
    await search(' 12345678 ');
    expect(await screen.findByRole('heading', { name: 'Order details' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboard/orderDetails/${staffOrder()._id}`);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lists several matches, or none, on the Search page', async () => {
    stubApi({
      '/api/orders?limit=2&offset=0&q=Ada+Lovelace': found(3),
      '/api/orders?limit=2&offset=0&q=nobody': found(0),
    });
    const router = renderSearch();
    await search('Ada Lovelace');
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=Ada%20Lovelace');

    await router.navigate('/dashboard/today');
    await search('nobody');
    await waitFor(() => expect(router.state.location.search).toBe('?q=nobody'));
  });

  it('leaves the Search page to say what went wrong', async () => {
    stubApi({}); // every call answers 404
    const router = renderSearch();
    await search('12345678');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/search'));
  });

  it('does nothing for an empty search', async () => {
    const fetch = stubApi({});
    const router = renderSearch();
    await search('   ');
    expect(fetch).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard/today');
  });
});
