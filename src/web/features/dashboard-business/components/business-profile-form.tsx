import {
  BusinessProfileBodySchema,
  type BusinessInfo,
  type BusinessProfileBody,
} from '#shared/schemas/business.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveBusiness } from '../api/save-business.ts';

const FIELDS = Object.keys(BusinessProfileBodySchema.shape);

const editable = (business: BusinessInfo): BusinessProfileBody => ({
  tradingName: business.tradingName,
  legalName: business.legalName,
  phone: business.phone,
  supportEmail: business.supportEmail,
  postalAddress: business.postalAddress,
  companyNumber: business.companyNumber,
  msbNumber: business.msbNumber,
});

/**
 * Who the bureau says it is, as the storefront's footer, terms, contact page and e-mails state
 * it. The registration numbers show on the storefront only once set.
 */
export function BusinessProfileForm({ business }: { business: BusinessInfo }) {
  const form = useSchemaForm(BusinessProfileBodySchema, editable(business));
  const { handleSubmit, reset, setError, formState } = form;
  const { errors } = formState;
  const save = useSaveBusiness();

  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        reset(editable(saved));
        toast.success('Saved the business profile');
      },
      onError: (error) => showServerProblems(error, setError, FIELDS),
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="business-heading"
      className="mt-10 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="business-heading" className="text-xl font-semibold text-brand-900">
        Business profile
      </h2>
      <p className="max-w-3xl text-sm text-slate-600">
        The names, contact details and registrations the storefront's footer, terms and contact page
        state, and the e-mails sign with.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Trading name" maxLength={100} {...fieldOf(form, 'tradingName')} />
        <TextField label="Legal name" maxLength={150} {...fieldOf(form, 'legalName')} />
        <TextField label="Phone" type="tel" autoComplete="off" {...fieldOf(form, 'phone')} />
        <TextField
          label="Support e-mail"
          type="email"
          autoComplete="off"
          {...fieldOf(form, 'supportEmail')}
        />
        <TextField
          label="Postal address"
          maxLength={300}
          {...fieldOf(form, 'postalAddress')}
          className="sm:col-span-2"
        />
        <TextField
          label="Companies House number"
          autoComplete="off"
          maxLength={8}
          hint="8 characters, such as 01234567 or SC123456. Empty: not shown."
          {...fieldOf(form, 'companyNumber')}
        />
        <TextField
          label="HMRC MSB registration number"
          autoComplete="off"
          maxLength={15}
          hint="Money Service Business registration, such as XML00000123456. Empty: not shown."
          {...fieldOf(form, 'msbNumber')}
        />
      </div>
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {save.isPending ? 'Saving…' : 'Save the business profile'}
      </button>
    </form>
  );
}
