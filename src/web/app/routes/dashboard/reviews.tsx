import { DashboardScreen } from './dashboard-screen.tsx';

export function ReviewsRoute() {
  return <DashboardScreen title="Reviews" />;
}
