import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, COLLECT_NOTICES, MESSAGES } from '#shared/constants.ts';
import { basketItem } from '#shared/domain/basket-item.ts';
import type { Way } from '#shared/domain/pricing.ts';
import type { Reason } from '#shared/errors.ts';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import type { BranchAvailability } from '#shared/schemas/stock.ts';
import { addToBasket } from '#web/lib/basket.ts';
import { aBranch, aCurrency, BRIGHTON, PLACED_COLLECT } from '#web/test/fixtures.ts';
import { stubQuotes } from '#web/test/fake-quotes.ts';
import { renderApp, stubApi } from '#web/test/render-app.tsx';
import { ORDER_DRAFT_KEY, type OrderDraft } from '../utils/order-draft.ts';
import { OrderWizard } from './order-wizard.tsx';

const EUR = aCurrency({ value: 'EUR', label: 'Euro', Rate: 1.16 });
const USD = aCurrency({ value: 'USD', label: 'US Dollar', Rate: 1.35 });
const CURRENCIES = [EUR, USD];

const WORTHING = aBranch({ key: 'worthing', name: 'Worthing', latitude: 50.81, longitude: -0.37 });
const CHICHESTER = aBranch({
  key: 'chichester',
  name: 'Chichester',
  latitude: 50.84,
  longitude: -0.78,
});
const LONDON = aBranch({ key: '172', name: 'London', latitude: 51.51, longitude: -0.13 });
const BRANCHES = [BRIGHTON, WORTHING, CHICHESTER, LONDON];

/** The server's availability of an amount of a currency at every branch. */
type Availability = (currency: string, amount: number) => BranchAvailability[];

const inStock = (branch: string): BranchAvailability => ({
  branch,
  available: true,
  from: null,
  onRequest: false,
});
const everywhere: Availability = () => BRANCHES.map(({ key }) => inStock(key));

/** A Tuesday, 09:30 in London: today's orders are ready from 11:30. */
const NOW = new Date('2026-11-24T09:30:00Z');
const TODAY = '2026-11-24';

const dateAfter = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The 14 days from today at a branch shut on Sundays and on the `closed` dates. */
function fortnight({
  closed = [],
  readyToday = '11:30',
}: { closed?: string[]; readyToday?: string | null } = {}): CollectionDay[] {
  return Array.from({ length: 14 }, (_, offset) => {
    const date = dateAfter(offset);
    const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
    return sunday || closed.includes(date)
      ? { date, open: false, opens: null, closes: null, readyFrom: null }
      : {
          date,
          open: true,
          opens: '09:00',
          closes: '17:30',
          readyFrom: offset === 0 ? readyToday : '09:00',
        };
  });
}

const error = (
  status: number,
  message: string,
  issues?: Array<{ path: string; message: string; reason?: Reason }>,
  reason?: Reason,
) => new Response(JSON.stringify({ error: { code: 'X', message, reason, issues } }), { status });

function renderWizard({
  way = 'Order' as Way,
  order = { ...PLACED_COLLECT, customerUrl: '/order/12345678?t=secret-token' } as unknown,
  brightonDays = fortnight() as unknown,
  worthingDays = fortnight({ closed: [dateAfter(3)] }) as unknown,
  availability = everywhere,
  search = '',
} = {}) {
  // The quotes as the server makes them; the rest of the API as each test says.
  const quotes = stubQuotes(CURRENCIES);
  const fetch = stubApi({
    '/api/branches': BRANCHES,
    '/api/branches/brighton/collection-days': brightonDays,
    '/api/branches/worthing/collection-days': worthingDays,
    '/api/Order': order,
  });
  const answer = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/availability') {
      const { currency, amount } = Object.fromEntries(url.searchParams);
      return new Response(JSON.stringify(availability(currency!, Number(amount))));
    }
    return ['/api/quotes', '/api/order-limits'].includes(String(input))
      ? quotes(input, init)
      : answer(input, init);
  });
  const path = `/purchase/EUR/${way}${search}`;
  app = renderApp(
    [
      {
        path: '/purchase/:currency/:way',
        element: (
          <>
            <OrderWizard way={way} currencies={CURRENCIES} initialCode="EUR" />
            <ToastContainer />
          </>
        ),
      },
    ],
    { path, auth: { user: null, loading: false } },
  );
  return fetch;
}

/** The router of the wizard rendered last: its history is the browser's Back and Forward. */
let app: ReturnType<typeof renderApp>;

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const toast = (message: string) => screen.findByText(message, { selector: '[role=alert]' });
const orderCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([path]) => path === '/api/Order');
const availabilityCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .map(([path]) => String(path))
    .filter((path) => path.startsWith('/api/availability'));
const stockLabels = () => screen.queryAllByTestId('branch-stock').map((label) => label.textContent);
const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[];
const daySelect = () =>
  screen.getByRole('combobox', { name: 'Collection day' }) as HTMLSelectElement;
const options = (select: HTMLSelectElement) =>
  [...select.options].map((option) => `${option.disabled ? '(disabled) ' : ''}${option.text}`);

/** Adds a quote for `gbp` and waits for the server's answer to reach the basket. */
async function addItem(gbp: string) {
  const count = screen.queryAllByTestId('basket-item').length;
  type('You pay (GBP)', gbp);
  click('Add to basket');
  await vi.waitFor(() => expect(screen.getAllByTestId('basket-item')).toHaveLength(count + 1));
}

async function pickBranch(name: string) {
  fireEvent.click(await screen.findByRole('radio', { name }));
  // The days have loaded once the picker can be used.
  await vi.waitFor(() => expect(daySelect().disabled).toBe(false));
}

async function fillStepOne() {
  await addItem('86.92');
  await pickBranch('Brighton');
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
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    // Only the clock: Testing Library's waits keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => vi.useRealTimers());
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
    expect(item.textContent).toContain('Rate£1 = 1.1194 EUR');
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

    for (const amount of ['10', '20', '30', '40']) await addItem(amount);
    type('You pay (GBP)', '50');
    click('Add to basket');
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
    await vi.waitFor(() => expect(daySelect().value).toBe(TODAY));
    click('Next');
    expect(await toast(MESSAGES.emptyCart)).toBeTruthy();

    await addItem('50');
    click('Next');
    const heading = await screen.findByRole('heading', { name: 'Your details' });
    expect(document.activeElement).toBe(heading);
  });

  it('refuses a basket of the other way', async () => {
    addToBasket(basketItem(CURRENCIES[0]!, 'Sell', 100)!);
    renderWizard();
    await pickBranch('Brighton');
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
      notePreference: 'mixed',
      collectionDate: TODAY,
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

  it('keeps the basket, its refused item marked expired, when the server refuses a quote', async () => {
    addToBasket(basketItem(EUR, 'Order', 50)!);
    addToBasket(basketItem(USD, 'Order', 70)!);
    const fetch = renderWizard({
      order: error(
        409,
        MESSAGES.ratesChanged,
        [{ path: 'items.1', message: 'this quote has expired' }],
        'RATES_CHANGED',
      ),
    });
    await pickBranch('Brighton');
    click('Next');
    await screen.findByRole('heading', { name: 'Your details' });
    fillDetails();
    click('Place order');

    expect(await toast(MESSAGES.ratesChanged)).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'Create Order' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByText(MESSAGES.emptyCart)).toBeNull();
    const items = screen.getAllByTestId('basket-item');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).not.toMatch(/expired/i);
    expect(items[1]!.textContent).toMatch(/expired/i);
    expect(stored().map((item) => item.currencyTakecurrent)).toEqual(['EUR', 'USD']);

    // Until it is quoted again, the expired item keeps the order in step 1.
    click('Next');
    expect(await toast(MESSAGES.ratesChanged)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create Order' })).toBeTruthy();
    expect(orderCalls(fetch)).toHaveLength(1);
  });

  it('returns to the day when the server refuses it, with its message and the days asked again', async () => {
    const message = 'Brighton is closed on Tuesday 24 November: please choose another day';
    const fetch = renderWizard({
      order: error(400, message, [{ path: 'collectionDate', message }]),
    });
    await fillStepOne();
    fillDetails();
    const daysAsked = () =>
      fetch.mock.calls.filter(([path]) => path === '/api/branches/brighton/collection-days').length;
    const before = daysAsked();
    click('Place order');

    expect(await toast(message)).toBeTruthy();
    await screen.findByRole('heading', { name: 'Create Order' });
    await vi.waitFor(() => expect(document.activeElement).toBe(daySelect()));
    await vi.waitFor(() => expect(daysAsked()).toBe(before + 1));
  });

  it("shows the server's message when it refuses the order", async () => {
    renderWizard({ order: error(400, 'Orders above 5000 GBP are arranged in branch') });
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

  it('says beside Place order at once that it needs a connection while offline, and sends nothing', async () => {
    const fetch = renderWizard();
    await fillStepOne();
    fillDetails();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    const note = screen.getByText("You're offline: placing your order needs a connection.");
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place.getAttribute('aria-describedby')).toBe(note.id);
    click('Place order');
    await vi.waitFor(() => expect(screen.getByLabelText('First name')).toBeTruthy());
    expect(orderCalls(fetch)).toHaveLength(0);
    expect(place.textContent).toBe('Place order');

    offline.mockRestore();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText("You're offline: placing your order needs a connection.")).toBeNull();
    click('Place order');
    await screen.findByRole('heading', { name: 'Order confirmation' });
    expect(orderCalls(fetch)).toHaveLength(1);
  });

  it('chooses a branch when its card is tapped anywhere, its address too', async () => {
    renderWizard();
    const worthing = await screen.findByRole('radio', { name: 'Worthing' });
    const card = worthing.closest('label')!;
    fireEvent.click(within(card).getByText(/Phone:/));
    expect(worthing).toHaveProperty('checked', true);
    // The radio's name stays the branch's; the address describes it.
    expect(card.textContent).toContain(WORTHING.address);
  });

  it('offers the 14 days of the chosen branch, the earliest ready first, closed days disabled', async () => {
    renderWizard();
    expect(daySelect().disabled).toBe(true);
    expect(screen.getByText('Choose a collection point to see its days.')).toBeTruthy();

    await pickBranch('Brighton');
    const select = daySelect();
    expect(select.value).toBe(TODAY);
    expect(options(select)).toHaveLength(14);
    expect(options(select).slice(0, 7)).toEqual([
      'Today, Tue 24 Nov – ready from 11:30',
      'Tomorrow, Wed 25 Nov – 09:00–17:30',
      'Thu 26 Nov – 09:00–17:30',
      'Fri 27 Nov – 09:00–17:30',
      'Sat 28 Nov – 09:00–17:30',
      '(disabled) Sun 29 Nov – Closed',
      'Mon 30 Nov – 09:00–17:30',
    ]);
    expect(screen.getByText('Open 09:00–17:30, ready from 11:30.')).toBeTruthy();
  });

  it('starts on tomorrow when today is too late, and keeps the chosen day at another branch when it can', async () => {
    renderWizard({ brightonDays: fortnight({ readyToday: null }) });
    await pickBranch('Brighton');
    expect(daySelect().value).toBe(dateAfter(1));
    expect(options(daySelect())[0]).toBe('(disabled) Today, Tue 24 Nov – Too late to be ready');

    fireEvent.change(daySelect(), { target: { value: dateAfter(2) } });
    expect(daySelect().value).toBe(dateAfter(2));
    await pickBranch('Worthing');
    expect(daySelect().value).toBe(dateAfter(2));

    // Worthing is shut on the 27th: choosing it there is not possible, the earliest day is taken.
    fireEvent.click(screen.getByRole('radio', { name: 'Brighton' }));
    await vi.waitFor(() => expect(options(daySelect())[0]).toMatch(/Too late/));
    fireEvent.change(daySelect(), { target: { value: dateAfter(3) } });
    fireEvent.click(screen.getByRole('radio', { name: 'Worthing' }));
    await vi.waitFor(() => expect(daySelect().value).toBe(TODAY));
    expect(options(daySelect())[3]).toBe('(disabled) Fri 27 Nov – Closed');
  });

  it('summarises the order before it is placed: items, branch, day, total and what to bring', async () => {
    const fetch = renderWizard();
    addToBasket(basketItem(USD, 'Order', 1250)!);
    await fillStepOne();

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(
      within(summary)
        .getAllByTestId('summary-item')
        .map((item) => item.textContent),
    ).toEqual([
      '1,250.00 GBP →  for 1,628.37 USD£1 = 1.3027 USD',
      '90.00 GBP →  for 100.74 EUR£1 = 1.1194 EUR',
    ]);
    expect(within(summary).getByText('Collection point').nextElementSibling?.textContent).toBe(
      'Brighton: 1 Example Street, Brighton BN1 1AA',
    );
    expect(within(summary).getByText('Collection day').nextElementSibling?.textContent).toBe(
      'Collect from Brighton on Tuesday 24 November, 09:00–17:30 (ready from 11:30)',
    );
    expect(within(summary).getByTestId('summary-total').textContent).toBe(
      'You pay £1,340.00 in branch',
    );
    expect(
      within(summary)
        .getAllByRole('listitem')
        .filter((item) => !item.dataset.testid)
        .map((item) => item.textContent),
    ).toEqual(COLLECT_NOTICES.secondMessege.slice(3));
    expect(orderCalls(fetch)).toHaveLength(0);
  });

  it('speaks of dropping off and of being paid in cash on a Sell order', async () => {
    addToBasket(basketItem(USD, 'Sell', 150)!);
    const fetch = renderWizard({ way: 'Sell', order: { ...PLACED_COLLECT, customerUrl: '/x' } });
    expect(screen.getByRole('group', { name: 'Drop-off location' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: 'Brighton' }));
    const select = screen.getByRole('combobox', { name: 'Drop-off day' }) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.value).toBe(TODAY));
    click('Next');

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByTestId('summary-item').textContent).toBe(
      '150.00 USD →  for 107.34 GBP£1 = 1.3973 USD',
    );
    expect(within(summary).getByText('Drop-off location')).toBeTruthy();
    expect(within(summary).getByText('Drop-off day').nextElementSibling?.textContent).toBe(
      'Drop off at Brighton on Tuesday 24 November, 09:00–17:30 (ready from 11:30)',
    );
    expect(within(summary).getByTestId('summary-total').textContent).toBe(
      'We pay you £107.34 in cash at the counter',
    );
    expect(within(summary).queryByText('Notes')).toBeNull();

    // Stock is the bureau's to pay out: a Sell asks none and offers no note choice.
    expect(availabilityCalls(fetch)).toEqual([]);
    fillDetails();
    click('Place order');
    await screen.findByRole('heading', { name: 'Order confirmation' });
    const [[, init]] = orderCalls(fetch) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).not.toHaveProperty('notePreference');
  });

  it('shows at each branch whether it has the basket, asked per currency and again when the basket changes', async () => {
    const availability: Availability = (currency) => [
      currency === 'EUR'
        ? inStock('brighton')
        : { ...inStock('brighton'), available: false, from: dateAfter(3) },
      { branch: 'worthing', available: false, from: dateAfter(2), onRequest: false },
      { branch: 'chichester', available: true, from: null, onRequest: true },
      { branch: '172', available: false, from: null, onRequest: false },
    ];
    const fetch = renderWizard({ availability });
    await screen.findByRole('radio', { name: 'London' });
    expect(stockLabels()).toEqual([]);
    expect(availabilityCalls(fetch)).toEqual([]);

    await addItem('86.92');
    await addItem('50');
    await vi.waitFor(() => expect(stockLabels()).toHaveLength(4));
    expect(stockLabels()).toEqual([
      'In stock at Brighton',
      'Available at Worthing from Thursday 26 November',
      'On request at Chichester: we confirm before you collect',
      'Not available at London',
    ]);
    // The euros of both items, asked once the basket has settled.
    expect(availabilityCalls(fetch)).toEqual(['/api/availability?currency=EUR&amount=156.71']);
    expect(
      screen
        .getByRole('radio', { name: 'Brighton' })
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['In stock at Brighton', '1 Example Street, Brighton BN1 1AAPhone: 01632 960001']);

    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    await addItem('100');
    await vi.waitFor(() =>
      expect(stockLabels()[0]).toBe('Available at Brighton from Friday 27 November'),
    );
    expect(availabilityCalls(fetch)).toContain('/api/availability?currency=USD&amount=130.27');
    expect(stockLabels().slice(1)).toEqual([
      'Available at Worthing from Thursday 26 November',
      'On request at Chichester: we confirm before you collect',
      'Not available at London',
    ]);
  });

  it('goes on only with a branch that has the basket in stock or on request', async () => {
    const availability: Availability = () => [
      inStock('brighton'),
      { branch: 'worthing', available: false, from: dateAfter(2), onRequest: false },
      { branch: 'chichester', available: true, from: null, onRequest: true },
      { branch: '172', available: false, from: null, onRequest: false },
    ];
    const fetch = renderWizard({
      availability,
      order: { ...PLACED_COLLECT, customerUrl: '/order/12345678?t=secret-token' },
    });
    const days = (path: string) => fetch.mock.calls.some(([called]) => called === path);
    await addItem('86.92');
    await vi.waitFor(() => expect(stockLabels()).toHaveLength(4));

    fireEvent.click(screen.getByRole('radio', { name: 'London' }));
    click('Next');
    expect(
      await toast('London cannot supply this basket now: please choose a branch marked In stock'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Brighton' }));

    await pickBranch('Worthing');
    click('Next');
    expect(
      await toast(
        'Worthing can supply this basket from Thursday 26 November: please choose a branch marked In stock, or come back then',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create Order' })).toBeTruthy();
    expect(days('/api/branches/worthing/collection-days')).toBe(true);

    await pickBranch('Brighton');
    click('Next');
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('lets the order go on when the stock cannot be checked, and says so', async () => {
    const fetch = renderWizard();
    const answers = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/availability')
        ? new Response('{"error":{"code":"INTERNAL","message":"Down"}}', { status: 500 })
        : answers(input, init),
    );
    await addItem('86.92');
    expect(
      await screen.findByText(
        "We couldn't check the stock just now: we check it again when you place your order.",
      ),
    ).toBeTruthy();
    expect(stockLabels()).toEqual([]);
    await pickBranch('Brighton');
    click('Next');
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('sends the notes the customer prefers, and shows them in the summary', async () => {
    const fetch = renderWizard();
    const notes = screen.getByRole('group', { name: 'Notes' });
    expect(
      within(notes)
        .getAllByRole('radio')
        .map(
          (radio) =>
            `${(radio as HTMLInputElement).checked ? '(x) ' : ''}${radio.closest('label')?.textContent}`,
        ),
    ).toEqual(['(x) Mixed (recommended)', 'Larger notes', 'Smaller notes']);
    fireEvent.click(within(notes).getByRole('radio', { name: 'Larger notes' }));
    await fillStepOne();

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Notes').nextElementSibling?.textContent).toBe('Larger notes');
    fillDetails();
    click('Place order');
    await screen.findByRole('heading', { name: 'Order confirmation' });
    const [[, init]] = orderCalls(fetch) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({ notePreference: 'large' });
  });

  it('returns to the branches, the basket kept, when the last notes went to another order', async () => {
    const message =
      'Brighton no longer has the notes for this order. Worthing can supply it: please choose that branch.';
    let worthingOnly = false;
    const fetch = renderWizard({
      order: error(409, message, [{ path: 'addressKey', message }], 'NOTES_GONE'),
      availability: () =>
        BRANCHES.map(({ key }) =>
          worthingOnly && key !== 'worthing' ? { ...inStock(key), available: false } : inStock(key),
        ),
    });
    await fillStepOne();
    fillDetails();
    worthingOnly = true;
    const asked = availabilityCalls(fetch).length;
    click('Place order');

    expect(await toast(message)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Create Order' })).toBeTruthy();
    await vi.waitFor(() => expect(availabilityCalls(fetch).length).toBeGreaterThan(asked));
    await vi.waitFor(() => expect(stockLabels()[0]).toBe('Not available at Brighton'));
    expect(stockLabels()[1]).toBe('In stock at Worthing');
    const items = screen.getAllByTestId('basket-item');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).not.toMatch(/expired/i);

    click('Next');
    expect(
      await toast('Brighton cannot supply this basket now: please choose a branch marked In stock'),
    ).toBeTruthy();
    expect(orderCalls(fetch)).toHaveLength(1);
  });

  it('gives each step its own history entry: Back returns to step 1 and Forward to step 2, the details kept', async () => {
    renderWizard();
    await fillStepOne();
    expect(app.state.location.search).toBe('?step=2');
    type('First name', 'Ada');
    type('Phone', '01632 960123');

    await act(() => app.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Create Order' })).toBe(
      document.activeElement,
    );
    expect(app.state.location.search).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Brighton/ }).checked).toBe(true);

    await act(() => app.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBe(
      document.activeElement,
    );
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada');
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('01632 960123');

    // The Back button is history's Back too: Forward returns to the details.
    click('Back');
    await screen.findByRole('heading', { name: 'Create Order' });
    await act(() => app.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('keeps the draft in sessionStorage, reopens step 2 with it after a reload, and clears it once placed', async () => {
    const first = renderWizard();
    fireEvent.click(screen.getByRole('radio', { name: 'Smaller notes' }));
    await pickBranch('Brighton');
    fireEvent.change(daySelect(), { target: { value: dateAfter(2) } });
    await addItem('86.92');
    click('Next');
    await screen.findByRole('heading', { name: 'Your details' });
    fillDetails();
    const draft = JSON.parse(sessionStorage.getItem(ORDER_DRAFT_KEY) ?? '{}') as OrderDraft;
    expect(draft).toEqual({
      way: 'Order',
      addressKey: 'brighton',
      day: dateAfter(2),
      notePreference: 'small',
      details: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        confirmEmail: 'ada@example.com',
        phone: '01632 960123',
      },
    });
    expect(orderCalls(first)).toHaveLength(0);
    cleanup();

    // A reload: the same URL, the same session.
    const fetch = renderWizard({ search: '?step=2' });
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lovelace');
    expect(screen.getByLabelText<HTMLInputElement>('Repeat email').value).toBe('ada@example.com');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Notes').nextElementSibling?.textContent).toBe(
      'Smaller notes',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    click('Place order');
    await screen.findByRole('heading', { name: 'Order confirmation' });
    const [[, init]] = orderCalls(fetch) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      addressKey: 'brighton',
      collectionDate: dateAfter(2),
      notePreference: 'small',
      lastName: 'Lovelace',
    });
    expect(sessionStorage.getItem(ORDER_DRAFT_KEY)).toBeNull();
  });

  it('opens step 1 for ?step=2 when the basket is empty, with the kept branch', async () => {
    sessionStorage.setItem(
      ORDER_DRAFT_KEY,
      JSON.stringify({ way: 'Order', addressKey: 'worthing' }),
    );
    renderWizard({ search: '?step=2' });
    expect(screen.getByRole('heading', { name: 'Create Order' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /Worthing/ }).checked).toBe(true),
    );
  });

  it("says the price hold ran out, not that rates changed, and offers today's rates on step 2", async () => {
    const fetch = renderWizard({
      order: error(
        409,
        MESSAGES.ratesChanged,
        [{ path: 'items.0', message: 'this quote has expired', reason: 'QUOTE_EXPIRED' }],
        'RATES_CHANGED',
      ),
    });
    await fillStepOne();
    expect(screen.getByTestId('rate-hold').textContent).toBe(
      'Your rates are held for another 30:00',
    );
    fillDetails();
    click('Place order');

    const update = await screen.findByRole('button', { name: "Update to today's rates" });
    await vi.waitFor(() => expect(document.activeElement).toBe(update));
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
    expect(
      document.getElementById(update.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(
      "Your price hold ran out. We hold your rates for 30 minutes; update to today's rates to place your order.",
    );
    expect(screen.queryByText(MESSAGES.ratesChanged)).toBeNull();
    // Marked expired whatever this browser's clock says, for the button to quote it again.
    expect(Date.parse(stored()[0]!.expiresAt!)).toBeLessThanOrEqual(Date.now());

    fireEvent.click(update);
    expect(await screen.findByText("Your basket is at today's rates.")).toBeTruthy();
    expect(screen.getByTestId('rate-hold').textContent).toBe(
      'Your rates are held for another 30:00',
    );
    click('Place order');
    await vi.waitFor(() => expect(orderCalls(fetch)).toHaveLength(2));
  });

  it('says the hold ran out on step 2 when its time passes while the details are typed', async () => {
    const fetch = renderWizard();
    await fillStepOne();
    fillDetails();
    vi.setSystemTime(NOW.getTime() + 31 * 60_000);
    click('Place order');

    const update = await screen.findByRole('button', { name: "Update to today's rates" });
    await vi.waitFor(() => expect(document.activeElement).toBe(update));
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.ratesChanged)).toBeNull();
    expect(orderCalls(fetch)).toHaveLength(0);
  });
});
