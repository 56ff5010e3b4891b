import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Suspicion } from '#shared/schemas/suspicion.ts';
import { supportDialogs } from '#web/test/dialog.ts';
import { SuspicionsPanel } from './suspicions-panel.tsx';

const RAISED: Suspicion = {
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  orderId: '6f1c2a4e-0000-4000-8000-0000000000aa',
  orderNumber: '12345678',
  branchKey: 'brighton',
  branch: 'Brighton',
  status: 'Completed',
  raisedBy: 'cashier@bureau.test',
  raisedAt: '2026-11-20T10:00:00.000Z',
  note: 'Paid in used notes',
};
const DECIDED: Suspicion = {
  ...RAISED,
  id: '6f1c2a4e-0000-4000-8000-000000000002',
  orderNumber: '87654321',
  decided: {
    decision: 'reported',
    by: 'officer@bureau.test',
    at: '2026-11-21T09:00:00.000Z',
    note: 'SAR made online',
    reference: '2026-SAR-0042',
    reportedOn: '2026-11-21',
  },
};

/** Serves the list, then the list with RAISED decided as the decision sent said. */
function serve(decision: { status: number; body?: unknown } = { status: 204 }) {
  let decided: Suspicion['decided'];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/suspicions')
      return Response.json([{ ...RAISED, decided }, DECIDED]);
    if (decision.status !== 204) return Response.json(decision.body, { status: decision.status });
    decided = {
      ...JSON.parse(String(init?.body)),
      by: 'officer@bureau.test',
      at: '2026-11-22T09:00:00.000Z',
    };
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sent = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => [String(input), JSON.parse(String(init?.body))]);

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SuspicionsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(supportDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SuspicionsPanel', () => {
  it('shows a decided suspicion with its report, and an undecided one with the two decisions', async () => {
    serve();
    renderPanel();
    const [waiting, decided] = await screen.findAllByTestId('suspicion');
    expect(within(decided!).getByText(/^Reported to the NCA on/).textContent).toBe(
      'Reported to the NCA on Saturday 21 November 2026, reference 2026-SAR-0042',
    );
    expect(within(decided!).queryByRole('button')).toBeNull();
    expect(within(waiting!).getByText('Awaiting your decision')).toBeTruthy();
    expect(within(waiting!).getByRole('button', { name: 'Reported to the NCA' })).toBeTruthy();
    expect(within(waiting!).getByRole('button', { name: 'Not reporting' })).toBeTruthy();
  });

  it('records a report with its reference and day, checked before it is sent', async () => {
    const fetch = serve();
    renderPanel();
    const [waiting] = await screen.findAllByTestId('suspicion');
    fireEvent.click(within(waiting!).getByRole('button', { name: 'Reported to the NCA' }));
    const dialog = screen.getByRole('dialog');
    const record = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'SAR made' } });
    record();
    expect(await within(dialog).findByText('Enter the reference of the report')).toBeTruthy();
    expect(sent(fetch)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^NCA reference/), {
      target: { value: ' 2026-SAR-7 ' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Reported on/), {
      target: { value: '2026-11-22' },
    });
    record();
    expect(
      await screen.findByText(
        'Reported to the NCA on Sunday 22 November 2026, reference 2026-SAR-7',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(fetch)).toEqual([
      [
        `/api/suspicions/${RAISED.id}`,
        {
          decision: 'reported',
          note: 'SAR made',
          reference: '2026-SAR-7',
          reportedOn: '2026-11-22',
        },
      ],
    ]);
  });

  it("says the server's refusal in the dialog, which stays open", async () => {
    serve({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This suspicion has been decided already' } },
    });
    renderPanel();
    const [waiting] = await screen.findAllByTestId('suspicion');
    fireEvent.click(within(waiting!).getByRole('button', { name: 'Not reporting' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Note/), {
      target: { value: 'Regular customer' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    expect(await within(dialog).findByText('This suspicion has been decided already')).toBeTruthy();
  });
});
