import { useParams } from 'react-router';
import { RateBoard } from '#web/features/board/components/rate-board.tsx';
import { useBusinessProfile } from '#web/features/bureau/api/get-business.ts';

/** `/board/:branchKey`: a branch's shop-window rate board, full screen, outside the storefront. */
export function BoardRoute() {
  const { branchKey = '' } = useParams();
  const { data: business } = useBusinessProfile();
  return (
    <RateBoard
      branchKey={branchKey}
      bureauName={business?.tradingName ?? 'Global Currency Connect'}
    />
  );
}
