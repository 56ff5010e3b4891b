import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aBranch } from '#web/test/fixtures.ts';
import { NearestStore } from './nearest-store.tsx';

const BRANCHES = [
  aBranch({ key: 'brighton', name: 'Brighton', latitude: 50.8225, longitude: -0.1372 }),
  aBranch({ key: 'worthing', name: 'Worthing', latitude: 50.8179, longitude: -0.3729 }),
  aBranch({ key: 'chichester', name: 'Chichester', latitude: 50.8376, longitude: -0.7749 }),
  aBranch({ key: '172', name: 'London', latitude: 51.5074, longitude: -0.1278 }),
];

/** Gives the page a location, or refuses it, as the browser would. */
function geolocation(answer: { latitude: number; longitude: number } | 'refused' | 'absent') {
  const value =
    answer === 'absent'
      ? undefined
      : {
          getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
            answer === 'refused'
              ? fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
              : ok({ coords: answer } as GeolocationPosition),
        };
  if (value) Object.defineProperty(navigator, 'geolocation', { value, configurable: true });
  else Reflect.deleteProperty(navigator, 'geolocation');
}

const names = () =>
  screen.getAllByTestId('branch').map((item) => item.querySelector('h3')!.textContent);

describe('NearestStore', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('lists every branch before the visitor asks', () => {
    render(<NearestStore branches={BRANCHES} />);
    expect(names()).toEqual(['Brighton', 'Worthing', 'Chichester', 'London']);
  });

  // Distances checked against an independent haversine calculation.
  it('ranks the branches by distance from where the visitor is', () => {
    geolocation({ latitude: 50.836, longitude: -0.78 }); // Chichester
    render(<NearestStore branches={BRANCHES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Currency Exchange near me' }));
    expect(names()).toEqual(['Chichester', 'Worthing', 'Brighton', 'London']);
    expect(screen.getByRole('status').textContent).toBe(
      'Nearest to you: Chichester. Branches are listed by distance.',
    );
    expect(screen.getAllByText(/miles away$/).map((line) => line.textContent)).toEqual([
      '0.2 miles away',
      '17.8 miles away',
      '28.1 miles away',
      '54.3 miles away',
    ]);
  });

  it.each(['refused', 'absent'] as const)(
    'keeps every branch listed when the location is %s',
    (answer) => {
      geolocation(answer);
      render(<NearestStore branches={BRANCHES} />);
      fireEvent.click(screen.getByRole('button', { name: 'Currency Exchange near me' }));
      expect(screen.getByRole('status').textContent).toBe(
        "We couldn't get your location, so here are all our branches.",
      );
      expect(names()).toEqual(['Brighton', 'Worthing', 'Chichester', 'London']);
      expect(screen.queryByText(/miles away$/)).toBeNull();
    },
  );
});
