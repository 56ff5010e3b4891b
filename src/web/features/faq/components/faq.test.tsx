import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '../faq-items.ts';
import { Faq } from './faq.tsx';

const question = (index: number) =>
  screen.getByRole('button', {
    name: new RegExp(`^${FAQ_ITEMS[index]!.question.replace('?', '\\?')}`),
  });
const openQuestions = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

describe('Faq', () => {
  it('asks 8 questions, all closed at first', () => {
    render(<Faq />);
    expect(screen.getAllByRole('button')).toHaveLength(8);
    expect(openQuestions()).toEqual([]);
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('keeps at most one answer open, and closes the open one when clicked again', () => {
    render(<Faq />);
    fireEvent.click(question(0));
    expect(screen.getByRole('region', { name: FAQ_ITEMS[0].question }).textContent).toBe(
      FAQ_ITEMS[0].answer,
    );
    fireEvent.click(question(6));
    expect(openQuestions()).toEqual([expect.stringContaining(FAQ_ITEMS[6].question)]);
    expect(screen.queryByRole('region', { name: FAQ_ITEMS[0].question })).toBeNull();
    fireEvent.click(question(6));
    expect(openQuestions()).toEqual([]);
  });
});
