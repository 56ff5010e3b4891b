import { useState } from 'react';
import { useCollectionDays } from '../api/get-collection-days.ts';
import { isChoosable } from '../utils/collection-days.ts';

/**
 * The day chosen at a branch: the customer's choice while the branch offers it, otherwise the
 * earliest day an order can be ready there. So a new branch keeps the chosen day when it can,
 * and a day that closes meanwhile falls back to the earliest. `initial` is a day chosen before
 * (the order's draft).
 */
export function useCollectionDay(branchKey: string, initial = '') {
  const days = useCollectionDays(branchKey);
  const [chosen, setChosen] = useState(initial);
  const choosable = days.data?.filter(isChoosable) ?? [];
  const day = choosable.find((candidate) => candidate.date === chosen) ?? choosable[0];
  return { days, day, chosen, choose: setChosen };
}

export type CollectionDayChoice = ReturnType<typeof useCollectionDay>;
