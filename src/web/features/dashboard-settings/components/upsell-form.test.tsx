import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { UpsellForm } from './upsell-form.tsx';

function serve() {
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    Response.json({ Upsell: JSON.parse(String(init?.body)) }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UpsellForm upsell={{ text: 'Free wallet over £500', amount: 500 }} />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const sent = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([path, init]) => [String(path), JSON.parse(String(init?.body))]);

describe('UpsellForm', () => {
  it("says the server's words at the field, which takes the focus", async () => {
    const fetch = serve();
    renderForm();
    // Blank to the schema, which trims, though not to the browser's `required`.
    fireEvent.change(field('Upsell text'), { target: { value: '   ' } });
    save();
    expect(await screen.findByText('Write the promotional line')).toBeTruthy();
    expect(field('Upsell text').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Upsell text'));
    expect(sent(fetch)).toEqual([]);
  });

  it('saves the line trimmed and the amount as a number', async () => {
    const fetch = serve();
    renderForm();
    fireEvent.change(field('Upsell text'), { target: { value: '  Free wallet over £750 ' } });
    fireEvent.change(field('Amount (GBP)'), { target: { value: '750' } });
    save();
    expect(await screen.findByText('Saved the upsell')).toBeTruthy();
    expect(sent(fetch)).toEqual([['/api/upsell', { text: 'Free wallet over £750', amount: 750 }]]);
  });
});
