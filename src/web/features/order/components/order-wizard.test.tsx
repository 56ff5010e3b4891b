import { fireEvent, screen, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, MESSAGES } from '../../../../shared/constants.ts';
import { basketItem } from '../../../../shared/domain/basket-item.ts';
import type { Currency } from '../../../../shared/schemas/currency.ts';
import type { CartItem } from '../../../../shared/schemas/order.ts';
import { addToBasket } from '../../../lib/basket.ts';
import { aCurrency, BRIGHTON, PLACED_COLLECT } from '../../../test/fixtures.ts';
import { renderApp, stubApi } from '../../../test/render-app.tsx';
import { OrderWizard } from './order-wizard.tsx';

const EUR = aCurrency({ value: 'EUR', label: 'Euro', Rate: 1.16 });
const USD = aCurrency({ value: 'USD', label: 'US Dollar', Rate: 1.35 });
const CURRENCIES = [EUR, USD];

const BRANCHES = [BRIGHTON];

const error = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message } }), { status });

function renderWizard({
  order = PLACED_COLLECT as unknown,
  refetchCurrencies = async () => CURRENCIES as Currency[] | undefined,
} = {}) {
  const fetch = stubApi({ '/api/branches': BRANCHES, '/api/Order': order });
  renderApp(
    [
      {
        path: '/purchase/:currency/:way',
        element: (
          <>
            <OrderWizard
              way="Order"
              currencies={CURRENCIES}
              initialCode="EUR"
              refetchCurrencies={refetchCurrencies}
            />
            <ToastContainer />
          </>
        ),
      },
    ],
    { path: '/purchase/EUR/Order', auth: { user: null, loading: false } },
  );
  return fetch;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const toast = (message: string) => screen.findByText(message, { selector: '[role=alert]' });
const orderCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([path]) => path === '/api/Order');
const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[];

async function fillStepOne() {
  type('You pay (GBP)', '86.92');
  click('Add to basket');
  fireEvent.click(await screen.findByRole('radio', { name: 'Brighton' }));
  click('Next');
  await screen.findByRole('heading', { name: 'Your details' });
}

function fillDetails() {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', 'ada@example.com');
  type('Repeat email', 'ada@example.com');
  type('Phone', '01632 960123');
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

describe('OrderWizard', () => {
  beforeEach(() => localStorage.clear());
  it('shows the steps and starts on Create Order with the currency of the address', () => {
    renderWizard();
    const steps = screen.getByRole('list', { name: 'Order steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Create Order', '2YOUR DETAILS', '3ORDER CONFIRMATION']);
    expect(within(steps).getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('step');
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    expect(screen.getByText('We round up to the next £10')).toBeTruthy();
  });

  it('prices either side and adds the rounded quote to the basket', async () => {
    renderWizard();
    type('You pay (GBP)', '86.92');
    expect((screen.getByLabelText('You get (EUR)') as HTMLInputElement).value).toBe('100.74');
    expect(screen.getByText('You pay 90.00 GBP and get 100.74 EUR')).toBeTruthy();

    type('You get (EUR)', '200');
    expect((screen.getByLabelText('You pay (GBP)') as HTMLInputElement).value).toBe('178.67');
    expect(screen.getByText('You pay 180.00 GBP and get 201.49 EUR')).toBeTruthy();

    click('Add to basket');
    const item = await screen.findByTestId('basket-item');
    expect(item.textContent).toContain('From180.00 GBP');
    expect(item.textContent).toContain('To201.49 EUR');
    expect(item.textContent).toContain('Rate1.1194');
    expect(item.textContent).toContain('Time left30:00');
    expect((screen.getByLabelText('You pay (GBP)') as HTMLInputElement).value).toBe('');
    expect(stored()).toMatchObject([{ currencyMy: 180, currencyTake: 201.49, Rate: 1.1194 }]);

    fireEvent.click(screen.getByRole('button', { name: /^Remove EUR/ }));
    expect(screen.queryByTestId('basket-item')).toBeNull();
  });

  it('refuses an amount that is not above 0, and a fifth item', async () => {
    renderWizard();
    click('Add to basket');
    expect(await toast(MESSAGES.incorrectAmount)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('You pay (GBP)'));

    for (const amount of ['10', '20', '30', '40', '50']) {
      type('You pay (GBP)', amount);
      click('Add to basket');
    }
    expect(await toast(MESSAGES.cartFull)).toBeTruthy();
    expect(screen.getAllByTestId('basket-item')).toHaveLength(4);
  });

  it('moves on from step 1 only with a collection point and an item', async () => {
    renderWizard();
    const brighton = await screen.findByRole('radio', { name: 'Brighton' });
    click('Next');
    expect(await toast(MESSAGES.noCollectionPoint)).toBeTruthy();
    expect(document.activeElement).toBe(brighton);
    expect(brighton.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/1 Example Street, Brighton BN1 1AA/).textContent).toContain(
      'Phone: 01632 960001',
    );

    fireEvent.click(brighton);
    click('Next');
    expect(await toast(MESSAGES.emptyCart)).toBeTruthy();

    type('You pay (GBP)', '50');
    click('Add to basket');
    click('Next');
    const heading = await screen.findByRole('heading', { name: 'Your details' });
    expect(document.activeElement).toBe(heading);
  });

  it('refuses a basket of the other way', async () => {
    addToBasket(basketItem(CURRENCIES[0]!, 'Sell', 100)!);
    renderWizard();
    fireEvent.click(await screen.findByRole('radio', { name: 'Brighton' }));
    expect(screen.getByText(/Your basket holds Click & Sell items/)).toBeTruthy();
    click('Next');
    expect(await toast(MESSAGES.mixedWays)).toBeTruthy();
  });

  it('checks every detail, then places the order and confirms it', async () => {
    const fetch = renderWizard();
    await fillStepOne();

    click('Place order');
    expect(await toast('Enter your first name')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    for (const message of [
      'Enter your last name',
      'Enter a valid email',
      'Enter a valid phone number',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }

    fillDetails();
    type('Repeat email', 'ada@example.org');
    click('Place order');
    expect(await toast(MESSAGES.emailsDiffer)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Repeat email'));

    type('Repeat email', 'ADA@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    click('Place order');
    expect(await toast(MESSAGES.rulesNotAccepted)).toBeTruthy();
    expect(screen.getByRole('link', { name: /terms and conditions/ }).getAttribute('href')).toBe(
      '/termsCoditition',
    );
    expect(orderCalls(fetch)).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    const basket = stored();
    click('Place order');
    const heading = await screen.findByRole('heading', { name: 'Order confirmation' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('order-number').textContent).toBe('12345678');
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    const [[, init]] = orderCalls(fetch) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      confirmEmail: 'ADA@example.com',
      phone: '01632 960123',
      acceptRules: true,
      addressKey: 'brighton',
      way: 'Order',
      items: basket,
    });
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says under each name field why the name is refused, and sends nothing', async () => {
    const fetch = renderWizard();
    await fillStepOne();
    fillDetails();
    type('First name', 'Ada\u202E');
    type('Last name', 'a'.repeat(51));
    click('Place order');

    const characters = 'Use only letters, spaces, hyphens, apostrophes and dots in your first name';
    expect(await toast(characters)).toBeTruthy();
    const describedText = (label: string) => {
      const field = screen.getByLabelText(label);
      return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(describedText('First name')).toBe(characters);
    expect(describedText('Last name')).toBe('Your last name can be at most 50 characters');
    expect(orderCalls(fetch)).toHaveLength(0);
  });

  it("re-prices the basket at today's rates when the server says rates have changed", async () => {
    const today = [{ ...EUR, Rate: 1.2 }, USD];
    const refetchCurrencies = vi.fn(async () => today as Currency[] | undefined);
    renderWizard({
      order: error(409, 'CONFLICT', MESSAGES.ratesChanged),
      refetchCurrencies,
    });
    await fillStepOne();
    fillDetails();
    click('Place order');

    expect(await toast(MESSAGES.ratesChanged)).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'Create Order' });
    expect(document.activeElement).toBe(heading);
    expect(refetchCurrencies).toHaveBeenCalledOnce();
    // 1.2 x 0.965 = 1.158: 90 GBP now gets 104.22 EUR.
    expect(stored()).toMatchObject([{ currencyMy: 90, currencyTake: 104.22, Rate: 1.158 }]);
    expect(screen.getByTestId('basket-item').textContent).toContain('To104.22 EUR');
  });

  it("shows the server's message when it refuses the order", async () => {
    renderWizard({
      order: error(400, 'BAD_REQUEST', 'Orders above 5000 GBP are arranged in branch'),
    });
    await fillStepOne();
    fillDetails();
    click('Place order');
    expect(await toast('Orders above 5000 GBP are arranged in branch')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('retries the same attempt with the same Idempotency-Key after a network failure', async () => {
    const fetch = renderWizard();
    const answers = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (String(input) === '/api/Order' && orderCalls(fetch).length === 1) {
        throw new TypeError('Failed to fetch');
      }
      return answers(input, init);
    });
    await fillStepOne();
    fillDetails();

    click('Place order');
    expect(await toast(MESSAGES.somethingWentWrong)).toBeTruthy();
    click('Place order');
    await screen.findByRole('heading', { name: 'Order confirmation' });

    const keys = orderCalls(fetch).map(
      ([, init]) => (init!.headers as Record<string, string>)['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
