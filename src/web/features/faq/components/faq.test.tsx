import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/render-app.tsx';
import { DEFAULT_LIMITS, faqItems } from './faq-items.ts';
import { Faq } from './faq.tsx';

const FAQ_ITEMS = faqItems(DEFAULT_LIMITS);
const LIMITS_QUESTION = 'How much can I order online?';

function renderFaq() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Faq />
    </QueryClientProvider>,
  );
}

const question = (text: string) =>
  screen.getByRole('button', { name: new RegExp(`^${text.replace('?', '\\?')}`) });
const openQuestions = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

describe('Faq', () => {
  beforeEach(() => {
    stubApi({ '/api/order-limits': { maxOrderGbp: 2500, maxGbp90Days: 7500, quoteMinutes: 20 } });
  });

  it('asks 8 questions, all closed at first', () => {
    renderFaq();
    expect(screen.getAllByRole('button')).toHaveLength(8);
    expect(openQuestions()).toEqual([]);
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('keeps at most one answer open, and closes the open one when clicked again', () => {
    renderFaq();
    fireEvent.click(question(FAQ_ITEMS[0]!.question));
    expect(screen.getByRole('region', { name: FAQ_ITEMS[0]!.question }).textContent).toBe(
      FAQ_ITEMS[0]!.answer,
    );
    fireEvent.click(question(FAQ_ITEMS[6]!.question));
    expect(openQuestions()).toEqual([expect.stringContaining(FAQ_ITEMS[6]!.question)]);
    expect(screen.queryByRole('region', { name: FAQ_ITEMS[0]!.question })).toBeNull();
    fireEvent.click(question(FAQ_ITEMS[6]!.question));
    expect(openQuestions()).toEqual([]);
  });

  it('states the online limits per order and over 90 days, and how long a rate is held', async () => {
    expect(FAQ_ITEMS.find((item) => item.question === LIMITS_QUESTION)?.answer).toMatch(
      /^Up to £5,000 per order, and £10,000 in total over 90 days\./,
    );
    renderFaq();
    fireEvent.click(question(LIMITS_QUESTION));
    const answer = screen.getByRole('region', { name: LIMITS_QUESTION });
    // The server's own figures replace the defaults once they arrive.
    expect(
      await screen.findByText(/^Up to £2,500 per order, and £7,500 in total over 90 days\./),
    ).toBe(answer);
    fireEvent.click(question('Is the rate I see online the rate I get?'));
    expect(screen.getByRole('region').textContent).toContain(
      'The rate in your basket is held for 20 minutes',
    );
  });
});
