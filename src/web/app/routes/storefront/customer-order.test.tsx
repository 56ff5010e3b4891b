import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerOrder } from '#shared/schemas/order.ts';
import { PLACED_COLLECT } from '#web/test/fixtures.ts';
import { renderApp, stubApi } from '#web/test/render-app.tsx';
import { CustomerOrderRoute } from './customer-order.tsx';

const ORDER: CustomerOrder = { ...PLACED_COLLECT, canCancel: true };

describe('CustomerOrderRoute', () => {
  it("opens the link's order with its status and its printable confirmation", async () => {
    stubApi({ '/api/customer-orders/12345678?t=a-token': ORDER });
    renderApp([{ path: '/order/:orderNumber', element: <CustomerOrderRoute /> }], {
      path: '/order/12345678?t=a-token',
      auth: { user: null, loading: false },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your order');
    expect((await screen.findByTestId('order-status')).textContent).toBe('Being prepared');
    expect(screen.getByTestId('order-number').textContent).toBe('12345678');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Your order | Global Currency Connect'));
  });
});
