import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { DenominationsForm } from './denominations-form.tsx';

type Answer = { status: number; body: unknown };

/** A server with the euro's series; a PUT saves the series, or answers `refuse`. */
function serve(refuse?: Answer) {
  let series = [5, 10, 20, 50, 100, 200];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      if (refuse) return Response.json(refuse.body, { status: refuse.status });
      series = (JSON.parse(String(init.body)) as { denominations: number[] }).denominations;
    }
    return Response.json({ currency: 'EUR', denominations: series });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <DenominationsForm currency="EUR" />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

const field = () =>
  screen.findByLabelText<HTMLInputElement>('Notes (comma-separated, e.g. 5, 10, 20)');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save notes' }));
const puts = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([path, init]) => [path, JSON.parse(String(init?.body))]);

describe('DenominationsForm', () => {
  it('edits the series as a list, smallest first, and shows the notes it makes', async () => {
    const fetch = serve();
    renderForm();
    expect((await field()).value).toBe('5, 10, 20, 50, 100, 200');
    expect(screen.getByTestId('denominations-preview').textContent).toBe(
      '€5, €10, €20, €50, €100, €200',
    );
    fireEvent.change(await field(), { target: { value: '500 5 10,20, 50,100,200' } });
    save();
    expect(await screen.findByText('Saved the EUR notes')).toBeTruthy();
    expect(puts(fetch)).toEqual([
      ['/api/denominations/EUR', { denominations: [5, 10, 20, 50, 100, 200, 500] }],
    ]);
    await waitFor(async () => expect((await field()).value).toBe('5, 10, 20, 50, 100, 200, 500'));
  });

  it('says what is wrong with the list, or what the server refused', async () => {
    const fetch = serve({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'Brighton still holds €200 notes' } },
    });
    renderForm();
    fireEvent.change(await field(), { target: { value: '5, ten' } });
    save();
    expect(await screen.findByText('Give face values such as 5, 10, 20')).toBeTruthy();
    fireEvent.change(await field(), { target: { value: '5, 5' } });
    save();
    expect(await screen.findByText('Give each note once')).toBeTruthy();
    fireEvent.change(await field(), { target: { value: '' } });
    save();
    expect(await screen.findByText('Give at least one note')).toBeTruthy();
    expect(puts(fetch)).toEqual([]);

    fireEvent.change(await field(), { target: { value: '5, 10' } });
    save();
    expect(await screen.findByText('Brighton still holds €200 notes')).toBeTruthy();
    expect((await field()).getAttribute('aria-invalid')).toBe('true');
  });
});
