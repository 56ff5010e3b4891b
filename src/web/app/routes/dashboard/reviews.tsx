import { ReviewQueue } from '#web/features/dashboard-reviews/components/review-queue.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function ReviewsRoute() {
  return (
    <DashboardScreen title="Reviews">
      <ReviewQueue />
    </DashboardScreen>
  );
}
