import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SanctionsStatus } from '#shared/schemas/sanctions.ts';
import { sanctionsListWarning } from './sanctions-list-age.ts';
import { SanctionsListPanel } from './sanctions-list-panel.tsx';

const NONE: SanctionsStatus = { listDate: null, importedAt: null, entries: 0, names: 0 };
const LIST = 'Report Date: 08-Oct-2026\nUnique ID,Name 6\n';

/** Serves the status in turn (the last from then on) and answers the import with `imported`. */
function serve(statuses: SanctionsStatus[], imported: { status: number; body: unknown }) {
  let call = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input) === '/api/sanctions/status') {
      const status = statuses[Math.min(call, statuses.length - 1)];
      call += 1;
      return Response.json(status);
    }
    return Response.json(imported.body, { status: imported.status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SanctionsListPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function chooseAndImport() {
  const input = screen.getByLabelText(/Import a new list/);
  fireEvent.change(input, {
    target: { files: [new File([LIST], 'UK-Sanctions-List.csv', { type: 'text/csv' })] },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('SanctionsListPanel', () => {
  it('warns of a missing list, imports a file as text/csv and shows the figures read', async () => {
    const fetch = serve(
      [NONE, { listDate: '2026-10-08', importedAt: '2026-10-09T08:30:00Z', entries: 3, names: 5 }],
      { status: 200, body: { listDate: '2026-10-08', entries: 3, names: 5 } },
    );
    renderPanel();
    expect((await screen.findByTestId('sanctions-list-warning')).textContent).toMatch(
      /^No sanctions list is imported/,
    );
    await chooseAndImport();
    expect((await screen.findByTestId('sanctions-imported')).textContent).toBe(
      'Imported the list of 2026-10-08: 3 entries, 5 names.',
    );
    const [, sent] = fetch.mock.calls.find(([input]) => String(input) === '/api/sanctions/list')!;
    expect(sent).toMatchObject({ method: 'POST', body: LIST });
    expect(new Headers(sent?.headers).get('content-type')).toBe('text/csv');
    const status = await screen.findByText('9 October 2026 at 09:30');
    expect(within(screen.getByTestId('sanctions-status')).getByText('5')).toBeTruthy();
    expect(status).toBeTruthy();
  });

  it("shows the server's message when the file is refused", async () => {
    serve([NONE], {
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: 'Line 4 of the sanctions list: "Nickname" is not a name type',
        },
      },
    });
    renderPanel();
    await screen.findByTestId('sanctions-status');
    await chooseAndImport();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Line 4 of the sanctions list: "Nickname" is not a name type',
    );
  });
});

describe('SanctionsListPanel without a file', () => {
  it('asks for the file instead of sending nothing', async () => {
    const fetch = serve([NONE], { status: 200, body: {} });
    renderPanel();
    await screen.findByTestId('sanctions-status');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText("Choose the list's CSV file")).toBeTruthy();
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContain('/api/sanctions/list');
  });
});

describe('sanctionsListWarning', () => {
  it('warns of a list more than seven days old, and not of one a week old', () => {
    const dated = (listDate: string) => sanctionsListWarning({ listDate }, '2026-10-15');
    expect(dated('2026-10-08')).toBeUndefined();
    expect(dated('2026-10-07')).toBe(
      'The sanctions list is 8 days old (dated 2026-10-07): import the latest.',
    );
  });
});
