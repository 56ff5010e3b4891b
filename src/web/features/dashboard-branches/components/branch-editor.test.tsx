import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import type { Branch, BranchBody } from '#shared/schemas/branch.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { aBranch, BRIGHTON } from '#web/test/fixtures.ts';
import { BranchEditor } from './branch-editor.tsx';

const WORTHING = aBranch({ key: 'worthing', name: 'Worthing', latitude: 50.81, longitude: -0.37 });

type Answer = { status: number; body: unknown };

/** The branches; a PUT answers `answer` when given, otherwise saves what was sent. */
function serve(answer?: Answer) {
  const fetch = vi.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== 'PUT') return Response.json([BRIGHTON, WORTHING]);
    if (answer) return Response.json(answer.body, { status: answer.status });
    const key = String(path).split('/').at(-1)!;
    return Response.json({ key, ...(JSON.parse(String(init.body)) as BranchBody) });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderEditor() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BranchEditor />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return queryClient;
}

const form = () => screen.getByRole('form', { name: /branch$/ });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const day = (name: string) => within(form()).getByRole('group', { name });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const sent = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([path, init]): [string, BranchBody] => [String(path), JSON.parse(String(init?.body))]);

describe('BranchEditor', () => {
  it("edits the chosen branch's phone and Sunday hours; the branch list has them at once", async () => {
    const fetch = serve();
    const queryClient = renderEditor();
    fireEvent.change(await screen.findByLabelText('Branch to edit'), {
      target: { value: 'worthing' },
    });
    expect(field('Name').value).toBe('Worthing');
    type(field('Phone'), '01903 000111');
    const sunday = day('Sunday');
    expect(within(sunday).getByText('Closed all day')).toBeTruthy();
    fireEvent.click(within(sunday).getByLabelText('Open'));
    type(within(sunday).getByLabelText('Opens'), '10:00');
    type(within(sunday).getByLabelText('Closes'), '16:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save Worthing' }));

    expect(await screen.findByText('Saved Worthing', { selector: '[role=alert]' })).toBeTruthy();
    const expected: BranchBody = {
      name: 'Worthing',
      address: WORTHING.address,
      phone: '01903 000111',
      latitude: 50.81,
      longitude: -0.37,
      openingHours: { ...WORTHING.openingHours, sunday: { opens: '10:00', closes: '16:00' } },
    };
    expect(sent(fetch)).toEqual([['/api/branches/worthing', expected]]);
    expect(queryClient.getQueryData<Branch[]>(queryKeys.branches)?.[1]).toEqual({
      key: 'worthing',
      ...expected,
    });
  });

  it('sends a day unticked as closed', async () => {
    const fetch = serve();
    renderEditor();
    await screen.findByLabelText('Branch to edit');
    fireEvent.click(within(day('Saturday')).getByLabelText('Open'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Brighton' }));
    await waitFor(() => expect(sent(fetch)).toHaveLength(1));
    expect(sent(fetch)[0]![1].openingHours.saturday).toBeNull();
  });

  it('says what is wrong before sending: hours the wrong way round, a place off the map', async () => {
    const fetch = serve();
    renderEditor();
    await screen.findByLabelText('Branch to edit');
    type(within(day('Monday')).getByLabelText('Closes'), '08:00');
    type(field('Latitude'), '');
    type(field('Longitude'), '200');
    type(field('Name'), ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Save Brighton' }));
    expect(
      await within(day('Monday')).findByText('Monday: the branch closes after it opens'),
    ).toBeTruthy();
    expect(within(day('Monday')).getByLabelText('Closes').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('The latitude is a number of degrees')).toBeTruthy();
    expect(screen.getByText('The longitude is between -180 and 180')).toBeTruthy();
    expect(screen.getByText('Enter the branch name')).toBeTruthy();
    expect(field('Name')).toBe(document.activeElement);
    expect(sent(fetch)).toEqual([]);
  });

  it("shows the server's refusal at the field it names", async () => {
    serve({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: 'Use HH:MM',
          issues: [{ path: 'body.openingHours.friday.opens', message: 'Use HH:MM' }],
        },
      },
    });
    renderEditor();
    await screen.findByLabelText('Branch to edit');
    fireEvent.click(screen.getByRole('button', { name: 'Save Brighton' }));
    expect(await within(day('Friday')).findByText('Use HH:MM')).toBeTruthy();
  });

  it('links to the branch closures', async () => {
    serve();
    renderEditor();
    expect(
      (await screen.findByRole('link', { name: 'branch closures' })).getAttribute('href'),
    ).toBe('#closures-heading');
  });
});
