import { useAuth } from '#web/features/auth/components/auth-context.ts';
import { ReviewQueue } from '#web/features/dashboard-reviews/components/review-queue.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function ReviewsRoute() {
  const mlro = useAuth().user?.mlro ?? false;
  return (
    <DashboardScreen title="Reviews">
      <ReviewQueue mlro={mlro} />
    </DashboardScreen>
  );
}
