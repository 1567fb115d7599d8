import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldErrors } from '@/lib/field-errors';
import { useConnectAccount } from '../api/accounts';
import { FormField } from './form-field';

const LABELS = { instance: 'Instance address' };

/**
 * Mastodon is many servers: the person names theirs, and the browser goes there to grant access.
 * An address the server refuses (not found, not Mastodon, a private address) is said beside it.
 */
export function MastodonConnectForm({ onCancel }: { onCancel: () => void }) {
  const connect = useConnectAccount();
  const [instance, setInstance] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const errors = fieldErrors(connect.error, LABELS);
  // The browser is on its way to the instance once the address is answered.
  const leaving = connect.isPending || connect.isSuccess;

  return (
    <form
      aria-label="Connect a Mastodon account"
      className="flex flex-col gap-3 rounded-lg border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        connect.mutate(
          { network: 'mastodon', instance },
          {
            onError: (error) => {
              if (fieldErrors(error, LABELS).byField.instance) field.current?.focus();
            },
          },
        );
      }}
    >
      <p className="text-sm font-semibold">Connect a Mastodon account</p>
      <FormField
        ref={field}
        label={LABELS.instance}
        name="instance"
        inputMode="url"
        autoComplete="url"
        placeholder="mastodon.social"
        required
        maxLength={200}
        value={instance}
        onChange={(event) => setInstance(event.target.value)}
        error={errors.byField.instance}
        hint="The server your account is on: for @you@mastodon.social, mastodon.social. You grant access there, then come back here."
      />
      {errors.rest && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.rest}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={leaving}>
          Continue to Mastodon
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
