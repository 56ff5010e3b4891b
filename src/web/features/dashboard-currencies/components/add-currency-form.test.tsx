import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { AddCurrencyForm } from './add-currency-form.tsx';

const toast = (message: string) => screen.findByText(message, { selector: '[role=alert]' });

/** The rate service knows ISK only; the add answers as the server would. */
function serve(add: Response = Response.json({ value: 'ISK' }, { status: 201 })) {
  let answerCheck: ((response: Response) => void) | undefined;
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/rates/check/ISK') {
      return new Promise<Response>((resolve) => (answerCheck = resolve));
    }
    if (path.startsWith('/api/rates/check/')) {
      return Response.json(
        { error: { code: 'UNPROCESSABLE', message: 'Wrong currency tried' } },
        { status: 422 },
      );
    }
    if (path === '/api/AddCurrency') return add;
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** Answers the check of ISK, once the form has asked. */
    async answerCheck(rate: number) {
      await waitFor(() => expect(answerCheck).toBeDefined());
      answerCheck!(Response.json({ rate }));
    },
  };
}

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddCurrencyForm />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
}

describe('AddCurrencyForm', () => {
  it('enables Add only after the code is Checked, and a new code must be checked again', async () => {
    const server = serve();
    renderForm();
    expect(addButton().disabled).toBe(true);

    fill({ 'Currency Name': 'isk', 'Country Name': 'Iceland', 'Sell Rate': '-4', 'Buy Rate': '4' });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('button', { name: 'Checking' })).toBeTruthy();
    expect(addButton().disabled).toBe(true);

    await server.answerCheck(171.4321);
    expect(await screen.findByRole('button', { name: 'Checked' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Checked: 1 GBP = 171.4321 ISK at the rate service.',
    );
    expect(addButton().disabled).toBe(false);

    fill({ 'Currency Name': 'ISL' });
    expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it('says "Wrong currency tried" when the check fails, and Add stays disabled', async () => {
    serve();
    renderForm();
    fill({ 'Currency Name': 'XQZ' });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await toast('Wrong currency tried')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it('refuses a code that is not three letters without asking the server', async () => {
    const server = serve();
    renderForm();
    fill({ 'Currency Name': 'IS' });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await toast('Wrong currency tried')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('adds with the checked rate, says "Added ISK currency" and clears the four inputs', async () => {
    const server = serve();
    renderForm();
    fill({
      'Currency Name': 'ISK',
      'Country Name': 'Iceland',
      'Sell Rate': '-4',
      'Buy Rate': '4.5',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await server.answerCheck(171.4321);
    await screen.findByRole('button', { name: 'Checked' });

    fireEvent.click(addButton());
    expect(await toast('Added ISK currency')).toBeTruthy();
    expect(server.fetch).toHaveBeenCalledWith(
      '/api/AddCurrency',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          value: 'ISK',
          label: 'Iceland',
          Sell: -4,
          Buy: 4.5,
          Rate: 171.4321,
        }),
      }),
    );
    for (const label of ['Currency Name', 'Country Name', 'Sell Rate', 'Buy Rate']) {
      expect(field(label).value).toBe('');
    }
    expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it("shows the server's message when the add fails, keeping the inputs", async () => {
    const server = serve(
      Response.json({ error: { code: 'CONFLICT', message: 'Already added' } }, { status: 409 }),
    );
    renderForm();
    fill({ 'Currency Name': 'ISK', 'Country Name': 'Iceland', 'Sell Rate': '-4', 'Buy Rate': '4' });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await server.answerCheck(171.4321);
    await screen.findByRole('button', { name: 'Checked' });
    fireEvent.click(addButton());
    expect(await toast('Already added')).toBeTruthy();
    expect(field('Currency Name').value).toBe('ISK');
  });
});
