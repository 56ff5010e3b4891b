import { MessageList } from '#web/features/dashboard-messages/components/message-list.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function MessagesRoute() {
  return (
    <DashboardScreen title="Messages">
      <MessageList />
    </DashboardScreen>
  );
}
