import '#web/lib/zod-browser.ts';
import { passwordRules, type PasswordPolicy } from '#shared/domain/password-policy.ts';

interface PasswordChecklistProps {
  id: string;
  password: string;
  policy: PasswordPolicy;
}

/** The policy's rules, each ticked as soon as the password typed so far meets it. */
export function PasswordChecklist({ id, password, policy }: PasswordChecklistProps) {
  return (
    <ul id={id} aria-label="Password rules" className="mt-2 space-y-1 text-sm">
      {passwordRules(password, policy).map((rule) => (
        <li
          key={rule.id}
          data-met={rule.met}
          className={`flex gap-2 ${rule.met ? 'text-green-800' : 'text-slate-600'}`}
        >
          <span aria-hidden="true">{rule.met ? '✓' : '•'}</span>
          <span>
            {rule.message}
            <span className="sr-only">{rule.met ? ' (done)' : ' (to do)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
