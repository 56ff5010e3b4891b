import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BranchClosure } from '#shared/schemas/branch.ts';
import { supportDialogs } from '#web/test/dialog.ts';
import { aBranch, BRIGHTON } from '#web/test/fixtures.ts';
import { BranchClosures } from './branch-closures.tsx';

const WORTHING = aBranch({ key: 'worthing', name: 'Worthing', latitude: 50.81, longitude: -0.37 });

const CHRISTMAS: BranchClosure = {
  id: '00000000-0000-4000-8000-000000000001',
  branchKey: 'brighton',
  date: '2026-12-25',
  reason: 'Christmas Day',
};

type Answer = { status: number; body?: unknown };

/**
 * A server with these closures; a POST answers with `post(branchKey)` when given, otherwise adds
 * the closure. A DELETE removes one.
 */
function serve(
  closures: BranchClosure[],
  post?: (branchKey: string, body: { date: string; reason: string }) => Answer | undefined,
) {
  let stored = [...closures];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/branches') return Response.json([BRIGHTON, WORTHING]);
    const match = /^\/api\/branches\/(\w+)\/closures(?:\/(.+))?$/.exec(path);
    if (!match)
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
    const [, branchKey = '', id] = match;
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { date: string; reason: string };
      const answer = post?.(branchKey, body);
      if (answer) return Response.json(answer.body, { status: answer.status });
      const closure = { id: `new-${branchKey}`, branchKey, ...body };
      stored.push(closure);
      return Response.json(closure, { status: 201 });
    }
    if (init?.method === 'DELETE') {
      stored = stored.filter((closure) => closure.id !== id);
      return new Response(null, { status: 204 });
    }
    return Response.json(stored.filter((closure) => closure.branchKey === branchKey));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderClosures() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BranchClosures />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

const branchList = (name: string) => screen.getByRole('region', { name });
const closuresOf = (name: string) =>
  within(branchList(name))
    .queryAllByTestId('closure')
    .map((item) => item.querySelector('p')?.textContent);
const sent = (fetch: ReturnType<typeof serve>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([path, init]) => [
      path,
      init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    ]);
const toast = (message: string) => screen.findByText(message, { selector: '[role=alert]' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn({ branch, date, reason }: { branch?: string; date: string; reason: string }) {
  if (branch)
    fireEvent.change(await screen.findByLabelText('Branch'), { target: { value: branch } });
  fireEvent.change(await screen.findByLabelText('Date'), { target: { value: date } });
  fireEvent.change(field('Reason'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: 'Add closure' }));
}

describe('BranchClosures', () => {
  beforeAll(supportDialogs);

  it("lists each branch's closures with the full date and the reason", async () => {
    serve([CHRISTMAS]);
    renderClosures();
    await waitFor(() =>
      expect(closuresOf('Brighton')).toEqual(['Friday 25 December 2026Christmas Day']),
    );
    expect(
      await within(branchList('Worthing')).findByText(
        'No closures ahead: open as its weekly hours say.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Remove the closure of Brighton on Friday 25 December 2026',
      }),
    ).toBeTruthy();
  });

  it('adds a closure to one branch, then empties the date and reason', async () => {
    const fetch = serve([]);
    renderClosures();
    await fillIn({ branch: 'worthing', date: '2026-12-31', reason: ' Stocktake ' });
    expect(await toast('Closed Worthing on Thursday 31 December 2026')).toBeTruthy();
    expect(sent(fetch, 'POST')).toEqual([
      ['/api/branches/worthing/closures', { date: '2026-12-31', reason: 'Stocktake' }],
    ]);
    await waitFor(() =>
      expect(closuresOf('Worthing')).toEqual(['Thursday 31 December 2026Stocktake']),
    );
    expect(field('Date').value).toBe('');
    expect(field('Reason').value).toBe('');
    expect((screen.getByLabelText('Branch') as HTMLSelectElement).value).toBe('worthing');
  });

  it('adds a closure to every branch, and says at the date which were closed already', async () => {
    const message = 'Brighton is already closed on Friday 25 December: Christmas Day';
    const fetch = serve([CHRISTMAS], (branchKey) =>
      branchKey === 'brighton'
        ? { status: 409, body: { error: { code: 'CONFLICT', message } } }
        : undefined,
    );
    renderClosures();
    expect((await screen.findByLabelText('Branch')) as HTMLSelectElement).toHaveProperty(
      'value',
      'all',
    );
    await fillIn({ date: '2026-12-25', reason: 'Christmas Day' });
    expect(await toast('Closed Worthing on Friday 25 December 2026')).toBeTruthy();
    expect(sent(fetch, 'POST').map(([path]) => path)).toEqual([
      '/api/branches/brighton/closures',
      '/api/branches/worthing/closures',
    ]);
    expect(field('Date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
    expect(field('Date')).toBe(document.activeElement);
    await waitFor(() =>
      expect(closuresOf('Worthing')).toEqual(['Friday 25 December 2026Christmas Day']),
    );
  });

  it('says "every branch" when all of them closed', async () => {
    serve([]);
    renderClosures();
    await fillIn({ date: '2027-01-01', reason: "New Year's Day" });
    expect(await toast('Closed every branch on Friday 1 January 2027')).toBeTruthy();
  });

  it("shows the server's refusal at the field it names", async () => {
    serve([], () => ({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: 'Give a reason',
          issues: [{ path: 'body.reason', message: 'Give a reason' }],
        },
      },
    }));
    renderClosures();
    await fillIn({ branch: 'brighton', date: '2026-12-31', reason: 'Stocktake' });
    await waitFor(() => expect(field('Reason').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Give a reason')).toBeTruthy();
  });

  it('shows a past day at the date', async () => {
    const message = 'Tuesday 3 November has passed: choose a day from today on';
    serve([], () => ({ status: 400, body: { error: { code: 'BAD_REQUEST', message } } }));
    renderClosures();
    await fillIn({ branch: 'brighton', date: '2026-11-03', reason: 'Too late' });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field('Date').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the day and the reason before sending', async () => {
    const fetch = serve([]);
    renderClosures();
    await fillIn({ date: '', reason: '  ' });
    expect(await screen.findByText('Choose the day the branch closes')).toBeTruthy();
    expect(screen.getByText('Give a reason')).toBeTruthy();
    expect(sent(fetch, 'POST')).toEqual([]);
  });

  it('removes a closure only after its confirmation', async () => {
    const fetch = serve([CHRISTMAS]);
    renderClosures();
    const remove = await screen.findByRole('button', {
      name: 'Remove the closure of Brighton on Friday 25 December 2026',
    });
    fireEvent.click(remove);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Remove this closure?' })).toBeTruthy();
    expect(dialog.textContent).toContain('Brighton opens on Friday 25 December 2026');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(fetch, 'DELETE')).toEqual([]);

    fireEvent.click(remove);
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, remove it!' }),
    );
    expect(await toast('Removed the closure of Brighton on Friday 25 December 2026')).toBeTruthy();
    expect(sent(fetch, 'DELETE')).toEqual([
      [`/api/branches/brighton/closures/${CHRISTMAS.id}`, undefined],
    ]);
    await waitFor(() => expect(closuresOf('Brighton')).toEqual([]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
