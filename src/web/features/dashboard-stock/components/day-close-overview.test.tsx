import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DayClose, DayCloseBody, DayReport } from '#shared/schemas/stock-operations.ts';
import { supportDialogs } from '#web/test/dialog.ts';
import { BRIGHTON } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { DayCloseOverview } from './day-close-overview.tsx';

const DATE = '2026-11-23';

const OPEN_DAY: DayReport = {
  branch: 'brighton',
  date: DATE,
  closed: false,
  closedBy: null,
  closedAt: null,
  ordersCompleted: 0,
  gbpIn: 0,
  gbpOut: 0,
  gbpTill: {
    float: null,
    floatSetBy: null,
    floatSetAt: null,
    expected: null,
    counted: null,
    variance: null,
  },
  currencies: [],
};

/** The day with a float of £400 entered, £1,250.50 taken and £180 paid out so far. */
const WITH_FLOAT: DayReport = {
  ...OPEN_DAY,
  gbpIn: 1250.5,
  gbpOut: 180,
  gbpTill: {
    ...OPEN_DAY.gbpTill,
    float: 400,
    floatSetBy: 'staff@example.com',
    floatSetAt: '2026-11-23T09:02:00.000Z',
    expected: 1470.5,
  },
};

const EXPECTED: DayClose['expected'] = [
  {
    currency: 'EUR',
    notes: [
      { denomination: 50, count: 10 },
      { denomination: 20, count: 5 },
    ],
    value: 600,
  },
  { currency: 'USD', notes: [{ denomination: 100, count: 3 }], value: 300 },
];

/** The report of the day once Brighton closed it, having counted one €50 note short. */
const CLOSED: DayReport = {
  ...OPEN_DAY,
  closed: true,
  closedBy: 'staff@example.com',
  closedAt: '2026-11-23T18:05:00.000Z',
  ordersCompleted: 3,
  gbpIn: 1250.5,
  gbpOut: 180,
  currencies: [
    {
      currency: 'EUR',
      notesIn: [{ denomination: 20, count: 2 }],
      notesOut: [
        { denomination: 50, count: 6 },
        { denomination: 20, count: 1 },
      ],
      in: 40,
      out: 320,
      expected: 600,
      counted: 550,
      variance: -50,
      counts: [
        { denomination: 50, expected: 10, counted: 9, variance: -1 },
        { denomination: 20, expected: 5, counted: 5, variance: 0 },
      ],
    },
    {
      currency: 'USD',
      notesIn: [],
      notesOut: [],
      in: 0,
      out: 0,
      expected: 300,
      counted: null,
      variance: null,
      counts: [],
    },
  ],
};

/**
 * A server with Brighton's day open (`day`); a POST closes it, or answers `refusal`; a PUT of
 * the float enters it.
 */
function serve(
  refusal?: { status: number; body: unknown },
  day: DayReport = OPEN_DAY,
  expected: DayClose['expected'] = EXPECTED,
) {
  let closed = false;
  let open = day;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/branches') return Response.json([BRIGHTON]);
    if (path === `/api/day-close/brighton/${DATE}/float` && init?.method === 'PUT') {
      open = WITH_FLOAT;
      return Response.json(WITH_FLOAT.gbpTill);
    }
    if (path === `/api/day-close/brighton/${DATE}`) {
      if (init?.method === 'POST') {
        if (refusal) return Response.json(refusal.body, { status: refusal.status });
        closed = true;
        return Response.json(CLOSED, { status: 201 });
      }
      return Response.json({ expected, report: closed ? CLOSED : open });
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderDay() {
  renderApp(
    [
      {
        path: '/dashboard/day-close',
        element: (
          <>
            <DayCloseOverview />
            <ToastContainer />
          </>
        ),
      },
    ],
    { path: `/dashboard/day-close?date=${DATE}`, auth: { user: null, loading: false } },
  );
}

const currency = (code: string) => screen.getByRole('region', { name: code });
const posted = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as DayCloseBody);

describe('DayCloseOverview', () => {
  beforeAll(supportDialogs);

  it('shows the variance of each note and of the currency as staff type', async () => {
    serve();
    renderDay();
    const open = await screen.findByRole('button', { name: 'EUR' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const eur = currency('EUR');
    const variances = () =>
      within(eur)
        .getAllByTestId('note-variance')
        .map((output) => output.textContent);
    expect(variances()).toEqual(['—', '—']);
    expect(eur.textContent).toContain('Expected 600.00 EUR');

    fireEvent.change(within(eur).getByLabelText('€50 notes counted'), { target: { value: '9' } });
    expect(variances()).toEqual(['−1', '—']);
    expect(within(eur).queryByTestId('currency-variance')).toBeNull();
    expect(screen.getByTestId('counted-currencies').textContent).toBe('1 of 2 currencies counted');

    fireEvent.change(within(eur).getByLabelText('€20 notes counted'), { target: { value: '6' } });
    expect(variances()).toEqual(['−1', '+1']);
    expect(within(eur).getByTestId('currency-variance').textContent).toBe('−30.00 EUR');
    fireEvent.change(within(eur).getByLabelText('€20 notes counted'), { target: { value: '5' } });
    expect(within(eur).getByTestId('currency-variance').textContent).toBe('−50.00 EUR');
  });

  it('asks for at least one currency, and for every note of a currency begun', async () => {
    const fetch = serve();
    renderDay();
    fireEvent.click(await screen.findByRole('button', { name: 'Close the day' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Count at least one currency');

    fireEvent.click(screen.getByRole('button', { name: 'EUR' }));
    const eur = currency('EUR');
    fireEvent.change(within(eur).getByLabelText('€50 notes counted'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    const twenties = within(eur).getByLabelText('€20 notes counted');
    await waitFor(() => expect(twenties.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(twenties));
    expect(within(eur).getByText('Give the number of notes, 0 if none')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted(fetch)).toEqual([]);
  });

  it('closes the day after its confirmation, counting only the currencies given, then shows the report', async () => {
    const fetch = serve();
    renderDay();
    fireEvent.click(await screen.findByRole('button', { name: 'EUR' }));
    const eur = currency('EUR');
    fireEvent.change(within(eur).getByLabelText('€50 notes counted'), { target: { value: '9' } });
    fireEvent.change(within(eur).getByLabelText('€20 notes counted'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Close the day at Brighton?');
    expect(dialog.textContent).toContain('Monday 23 November 2026: the counts of EUR are recorded');
    expect(dialog.textContent).toContain('1 currency is not counted.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Go back' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, close it!' }));

    expect(await screen.findByText('Closed Monday 23 November 2026 at Brighton')).toBeTruthy();
    expect(posted(fetch)).toEqual([{ counts: { EUR: { '50': 9, '20': 5 } } }]);

    const report = await screen.findByRole('article', {
      name: 'Day report: Brighton, Monday 23 November 2026',
    });
    expect(report.textContent).toContain('Closed by staff@example.com, November 23rd 2026, 18:05');
    expect(
      within(report)
        .getAllByTestId('report-total')
        .map((dd) => dd.textContent),
    ).toEqual(['3', '£1,250.50', '£180.00']);
    const rows = within(report)
      .getAllByTestId('report-currency')
      .map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(rows).toEqual([['EUR', '40.00', '320.00', '600.00', '550.00', '−50.00']]);
    expect(report.textContent).toContain('1 other currency neither moved nor was counted.');
    expect(within(report).getByTestId('report-notes').textContent).toBe(
      'EURIn2 × €20Out6 × €50, 1 × €20Variances€50 −1',
    );

    fireEvent.click(within(report).getByRole('button', { name: 'Show every currency' }));
    expect(within(report).getAllByTestId('report-currency')).toHaveLength(2);
    expect(within(report).getAllByTestId('report-currency')[1]?.textContent).toBe(
      'USD0.000.00300.00Not counted—',
    );

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(within(report).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('states the size of each variance in its confirmation, per currency and note', async () => {
    const fetch = serve();
    renderDay();
    fireEvent.click(await screen.findByRole('button', { name: 'EUR' }));
    const eur = currency('EUR');
    fireEvent.change(within(eur).getByLabelText('€50 notes counted'), { target: { value: '8' } });
    fireEvent.change(within(eur).getByLabelText('€20 notes counted'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'USD' }));
    fireEvent.change(within(currency('USD')).getByLabelText('$100 notes counted'), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));

    const dialog = await screen.findByRole('dialog');
    const list = within(dialog).getByRole('list', { name: 'Variances to record' });
    expect(
      within(list)
        .getAllByTestId('close-variance')
        .map((li) => li.firstChild?.textContent),
    ).toEqual([
      'EUR: counted 520.00, expected 600.00: −80.00 EUR',
      'USD: counted 300.00, expected 300.00: no variance',
    ]);
    expect(
      within(list)
        .getAllByTestId('close-note-variance')
        .map((li) => li.textContent),
    ).toEqual([
      '€50: 8 counted, 10 expected: −2 notes, −100.00 EUR',
      '€20: 6 counted, 5 expected: +1 note, +20.00 EUR',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(posted(fetch)).toEqual([]);
  });

  it('enters the opening float, then counts the GBP till against it', async () => {
    const fetch = serve();
    renderDay();
    expect((await screen.findByTestId('opening-float')).textContent).toBe(
      'No float entered yet: the GBP till is counted against it.',
    );
    expect(screen.queryByLabelText('GBP counted in the till (£)')).toBeNull();
    const float = screen.getByLabelText('Opening float (£)');
    fireEvent.change(float, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter the float' }));
    await waitFor(() =>
      expect(screen.getByTestId('opening-float').textContent).toContain(
        'Float £400.00, entered by staff@example.com',
      ),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ amount: 400 });

    const gbp = await screen.findByLabelText('GBP counted in the till (£)');
    expect(screen.getByText(/^Expected £1,470.50: the float £400.00/)).toBeTruthy();
    fireEvent.change(gbp, { target: { value: '1465.5' } });
    expect(screen.getByTestId('gbp-variance').textContent).toBe('−5.00 GBP');
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('the counts of GBP are recorded');
    expect(
      within(dialog)
        .getAllByTestId('close-variance')
        .map((li) => li.textContent),
    ).toEqual(['GBP: counted 1,465.50, expected 1,470.50: −5.00 GBP']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, close it!' }));
    await waitFor(() => expect(posted(fetch)).toEqual([{ counts: {}, gbp: 1465.5 }]));
  });

  it('closes the GBP till alone at a branch that counts no foreign currency', async () => {
    const fetch = serve(undefined, OPEN_DAY, []);
    renderDay();
    expect(
      await screen.findByText(
        'Brighton counts no foreign currency: the day closes with its GBP till.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Find a currency')).toBeNull();
    // Nothing to close until the float is entered.
    expect(screen.queryByRole('button', { name: 'Close the day' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Opening float (£)'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter the float' }));
    fireEvent.change(await screen.findByLabelText('GBP counted in the till (£)'), {
      target: { value: '1470.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('the counts of GBP are recorded');
    expect(dialog.textContent).not.toContain('not counted');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, close it!' }));
    await waitFor(() => expect(posted(fetch)).toEqual([{ counts: {}, gbp: 1470.5 }]));
  });

  it("shows each refused note at its field, and the server's words beside Close", async () => {
    serve({
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'Orders hold more €50 and $100 notes than the count leaves',
          issues: [
            { path: 'counts.EUR.50', message: 'Orders hold more €50 notes' },
            { path: 'counts.USD.100', message: 'Orders hold more $100 notes' },
          ],
        },
      },
    });
    renderDay();
    fireEvent.click(await screen.findByRole('button', { name: 'USD' }));
    fireEvent.change(within(currency('USD')).getByLabelText('$100 notes counted'), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, close it!' }));
    const fifties = await within(currency('EUR')).findByLabelText('€50 notes counted');
    await waitFor(() => expect(fifties.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(fifties));
    expect(within(currency('EUR')).getByText('Orders hold more €50 notes')).toBeTruthy();
    expect(within(currency('USD')).getByText('Orders hold more $100 notes')).toBeTruthy();
    // The whole refusal, every note at fault, beside Close.
    expect(screen.getByRole('alert').textContent).toBe(
      'Orders hold more €50 and $100 notes than the count leaves',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
