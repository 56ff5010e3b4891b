import { useState } from 'react';

interface PollState {
  isError: boolean;
  /** When the last poll that answered did (0 before the first). */
  dataUpdatedAt: number;
  /** When the last poll that failed did. */
  errorUpdatedAt: number;
}

/**
 * When the board lost the server: the time of the first failed poll after the last one that
 * answered, kept while the polls go on failing; null while they answer.
 */
export function useOfflineSince({ isError, dataUpdatedAt, errorUpdatedAt }: PollState) {
  const [outage, setOutage] = useState<{ since: number; after: number } | null>(null);
  const failing = isError && errorUpdatedAt >= dataUpdatedAt;
  // A new outage is one after another answer: remembered while rendering, as React advises
  // for state that follows a change of props.
  if (failing && outage?.after !== dataUpdatedAt) {
    setOutage({ since: errorUpdatedAt, after: dataUpdatedAt });
  }
  return failing && outage?.after === dataUpdatedAt ? outage.since : null;
}
