import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../test/fixtures.ts';
import { TermsOfBusiness } from '../../features/legal/components/terms-of-business.tsx';
import { Footer } from './footer.tsx';

const REGISTERED = { ...BUSINESS, companyNumber: 'SC123456', msbNumber: 'XML00000123456' };

const registrations = () => screen.queryAllByTestId('registration').map((line) => line.textContent);

describe('the registration numbers', () => {
  it('show in the footer once set', () => {
    render(<Footer business={REGISTERED} />, { wrapper: MemoryRouter });
    expect(registrations()).toEqual([
      'Company number SC123456',
      'HMRC Money Service Business registration number XML00000123456',
    ]);
  });

  it('leave the footer as it was while unset, one shown without the other', () => {
    const { unmount } = render(<Footer business={BUSINESS} />, { wrapper: MemoryRouter });
    expect(registrations()).toEqual([]);
    expect(screen.getByText(/is a trading name of Coastal Exchange Ltd\.$/)).toBeTruthy();
    unmount();
    render(<Footer business={{ ...BUSINESS, msbNumber: 'XML00000123456' }} />, {
      wrapper: MemoryRouter,
    });
    expect(registrations()).toEqual([
      'HMRC Money Service Business registration number XML00000123456',
    ]);
  });

  it('show in the terms under who we are, once set', () => {
    const { unmount } = render(<TermsOfBusiness business={REGISTERED} />, {
      wrapper: MemoryRouter,
    });
    expect(registrations()).toEqual([
      'Company number SC123456.',
      'HMRC Money Service Business registration number XML00000123456.',
    ]);
    unmount();
    render(<TermsOfBusiness business={BUSINESS} />, { wrapper: MemoryRouter });
    expect(registrations()).toEqual([]);
  });
});
