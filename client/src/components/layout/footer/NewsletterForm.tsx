import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { SubscribeNewsletterDocument } from '../../../gql/graphql';
import { notify } from '../../../lib/notify';
import { readServerError } from '../../../lib/serverError';
import { Button } from '../../ui/Button';
import { HydratedFields } from '../../ui/HydratedFields';

export const NEWSLETTER_FAILED_MESSAGE = 'ثبت ایمیل انجام نشد. لطفاً دوباره تلاش کنید.';

/** The footer's newsletter box: checked with the shared schema, stored by the server. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterDocument);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The shared schema (and valibot) load on first use, keeping them off every page's first download.
    const [{ newsletterSchema }, { validate }] = await Promise.all([
      import('@common/validation/newsletter'),
      import('@common/validation/validate'),
    ]);
    const checked = validate(newsletterSchema, { email });
    if (!checked.ok) {
      setError(checked.fieldErrors.email ?? checked.message);
      return;
    }
    setError(null);
    try {
      const { data } = await subscribe({ variables: { input: checked.value } });
      notify.success(data?.subscribeNewsletter.message ?? '');
      setEmail('');
    } catch (failure) {
      const server = readServerError(failure);
      if (server.fieldErrors.email) setError(server.fieldErrors.email);
      else notify.error(server.message ?? NEWSLETTER_FAILED_MESSAGE);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="w-full max-w-md">
      <HydratedFields>
        <label htmlFor={inputId} className="sr-only">
          ایمیل
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            type="email"
            dir="ltr"
            inputMode="email"
            autoComplete="email"
            placeholder="example@mail.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-11 min-w-0 flex-1 rounded-xl border border-white/20 bg-white/10 px-4 text-start text-white placeholder:text-brand-200/70 focus:border-accent-300 focus:outline-none"
          />
          <Button type="submit" variant="accent" loading={loading}>
            ارسال
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-accent-200">
            {error}
          </p>
        )}
      </HydratedFields>
    </form>
  );
}
