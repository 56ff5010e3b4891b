import { useLocation } from 'react-router';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { BoxForm } from '#web/features/box/components/box-form.tsx';
import { returnPath } from '#web/lib/return-path.ts';

export function BoxRoute() {
  const location = useLocation();
  return (
    <FormCard title="Secure Box">
      <PageMeta title="Secure Box" description="Staff access to the Secure Box." />
      <BoxForm returnTo={returnPath(location.state)} />
    </FormCard>
  );
}
