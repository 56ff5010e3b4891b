import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { supportDialogs } from '#web/test/dialog.ts';
import { PASSED_TO_MLRO, RaiseSuspicionDialog } from './raise-suspicion-dialog.tsx';

const ORDER = { _id: '6f1c2a4e-0000-4000-8000-000000000001', Order_Id: '12345678' };

type Answer = { status: number; body: unknown };

/** A server that takes every suspicion, or answers `refuse`. */
function serve(refuse?: Answer) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input) === `/api/orders/${ORDER._id}/suspicions`) {
      if (refuse) return Response.json(refuse.body, { status: refuse.status });
      return Response.json(
        { id: 'a-suspicion', raisedAt: '2026-11-28T10:00:00.000Z' },
        { status: 201 },
      );
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The bodies POSTed. */
const sent = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

function renderDialog(onClose = () => {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RaiseSuspicionDialog order={ORDER} open onClose={onClose} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
}

const noteField = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('What made you suspicious');
const pass = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pass to the MLRO' }));

beforeAll(supportDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RaiseSuspicionDialog', () => {
  it('asks for a note, required, then sends it trimmed and confirms it went to the MLRO', async () => {
    const fetch = serve();
    const onClose = vi.fn();
    const dialog = renderDialog(onClose);
    expect(within(dialog).getByRole('heading', { name: 'Raise a suspicion' })).toBeTruthy();
    expect(within(dialog).getByText('Order 12345678')).toBeTruthy();
    const note = noteField(dialog);
    expect(note).toBe(document.activeElement);

    fireEvent.change(note, { target: { value: '   ' } });
    pass(dialog);
    expect(await within(dialog).findByText('Write what made you suspicious')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(sent(fetch)).toEqual([]);

    fireEvent.change(note, { target: { value: '  Asked how to stay under the ID check.  ' } });
    pass(dialog);
    expect(await within(dialog).findByRole('heading', { name: PASSED_TO_MLRO })).toBeTruthy();
    expect(sent(fetch)).toEqual([{ note: 'Asked how to stay under the ID check.' }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal at the note", async () => {
    serve({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: 'Invalid request',
          issues: [{ path: 'body.note', message: 'The note cannot contain tabs' }],
        },
      },
    });
    const dialog = renderDialog();
    fireEvent.change(noteField(dialog), { target: { value: 'Odd' } });
    pass(dialog);
    expect(await within(dialog).findByText('The note cannot contain tabs')).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: PASSED_TO_MLRO })).toBeNull();
  });

  it('shows any other refusal in the dialog', async () => {
    serve({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'No order with this id' } },
    });
    const dialog = renderDialog();
    fireEvent.change(noteField(dialog), { target: { value: 'Odd' } });
    pass(dialog);
    expect(await within(dialog).findByText('No order with this id')).toBeTruthy();
  });
});
