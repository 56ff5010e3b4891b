import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { TransferForm } from './transfer-form.tsx';
import { TransferList } from './transfer-list.tsx';

/** Transfers: request notes from one branch for another, then send, receive or cancel them. */
export function TransfersOverview() {
  const branches = useBranches();
  if (!branches.data) return <QueryFallback isError={branches.isError} what="the branches" />;
  const byKey = new Map(branches.data.map((branch) => [branch.key, branch.name]));
  const nameOf = (key: string) => byKey.get(key) ?? key;
  return (
    <div className="mt-6 space-y-8">
      <TransferForm branches={branches.data} />
      <TransferList nameOf={nameOf} />
    </div>
  );
}
