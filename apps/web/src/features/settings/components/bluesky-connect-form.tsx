import type { Account } from '@quillpost/shared';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldErrors } from '@/lib/field-errors';
import { sandboxNote } from '@/lib/networks';
import { useConnectAccount } from '../api/accounts';
import { FormField } from './form-field';

const LABELS = { identifier: 'Handle', appPassword: 'App password' };

/**
 * Bluesky connects with a handle and an app password, at once: no trip to another site. What the
 * server refuses is said beside the field it names.
 */
export function BlueskyConnectForm({
  sandbox,
  identifier: initialIdentifier = '',
  onConnected,
  onCancel,
}: {
  sandbox: boolean;
  /** The handle of an account being reconnected. */
  identifier?: string;
  onConnected: (account: Account) => void;
  onCancel: () => void;
}) {
  const connect = useConnectAccount();
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [appPassword, setAppPassword] = useState('');
  const identifierField = useRef<HTMLInputElement>(null);
  const appPasswordField = useRef<HTMLInputElement>(null);
  const errors = fieldErrors(connect.error, LABELS);
  const title = sandbox ? 'Connect a sandbox Bluesky account' : 'Connect a Bluesky account';

  return (
    <form
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        connect.mutate(
          { network: 'bluesky', identifier, appPassword, ...(sandbox && { sandbox }) },
          {
            onSuccess: (answer) => 'account' in answer && onConnected(answer.account),
            onError: (error) => {
              const named = fieldErrors(error, LABELS).byField;
              if (named.identifier) identifierField.current?.focus();
              else if (named.appPassword) appPasswordField.current?.focus();
            },
          },
        );
      }}
    >
      <p className="text-sm font-semibold">{title}</p>
      {sandbox && (
        <p className="text-sm text-muted-foreground">
          {sandboxNote('bluesky')}. Any handle connects with an app password shaped
          xxxx-xxxx-xxxx-xxxx.
        </p>
      )}
      <FormField
        ref={identifierField}
        label={LABELS.identifier}
        name="identifier"
        autoComplete="username"
        placeholder="ada.bsky.social"
        required
        maxLength={253}
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
        error={errors.byField.identifier}
      />
      <FormField
        ref={appPasswordField}
        label={LABELS.appPassword}
        name="appPassword"
        type="password"
        autoComplete="off"
        placeholder="xxxx-xxxx-xxxx-xxxx"
        required
        maxLength={100}
        value={appPassword}
        onChange={(event) => setAppPassword(event.target.value)}
        error={errors.byField.appPassword}
        hint={
          <>
            An app password lets Quillpost post for you without your Bluesky password, and you can
            revoke it at any time. Make one in Bluesky under Settings &gt; Privacy and security &gt;
            App passwords.
          </>
        }
      />
      {errors.rest && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.rest}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={connect.isPending}>
          Connect
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
