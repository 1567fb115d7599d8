import {
  MAX_REPOST_AFTER_HOURS,
  textRules,
  type Account,
  type AccountAutomations,
  type AccountAutomationsRequest,
  type NetworkKey,
} from '@quillpost/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { networkName } from '@/lib/networks';
import { useAutomations, useSaveAutomations } from '../api/automations';
import { plugTextErrors } from '../lib/plug-text-errors';
import { FormField } from './form-field';
import { PlugTextsField } from './plug-texts-field';

/** What the account does by itself after a post went out: a plug under it, and a repost. */
export function AutomationsSection({ account }: { account: Account }) {
  const saved = useAutomations(account._id).data;
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">Automations</summary>
      {saved && <AutomationsForm account={account} saved={saved} />}
    </details>
  );
}

const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function AutomationsForm({ account, saved }: { account: Account; saved: AccountAutomations }) {
  const [plug, setPlug] = useState(saved.autoPlug);
  const [likes, setLikes] = useState(String(saved.autoPlug.likes));
  const [repost, setRepost] = useState(saved.autoRepost);
  const [hours, setHours] = useState(String(saved.autoRepost.afterHours));
  const save = useSaveAutomations(account._id);
  const network = networkName(account.network);
  const rules = textRules(account.network as NetworkKey, { maxLength: account.rules.maxLength });
  const likesError =
    Number.isInteger(whole(likes)) && whole(likes) >= 1
      ? undefined
      : 'Likes must be a whole number, 1 or more.';
  const hoursValue = whole(hours);
  const hoursError =
    Number.isInteger(hoursValue) && hoursValue >= 1 && hoursValue <= MAX_REPOST_AFTER_HOURS
      ? undefined
      : `Hours must be a whole number from 1 to ${MAX_REPOST_AFTER_HOURS}.`;
  const textsError =
    plug.enabled && plug.texts.length === 0
      ? 'Add at least one plug text to turn auto-plug on.'
      : undefined;
  const blocked = Boolean(
    likesError || hoursError || textsError || plugTextErrors(rules, plug.texts).some(Boolean),
  );
  const body = (): AccountAutomationsRequest => ({
    autoPlug: { ...plug, likes: whole(likes), texts: plug.texts.map((text) => text.trim()) },
    autoRepost: { enabled: repost.enabled, afterHours: hoursValue },
  });

  return (
    <form
      className="mt-3 flex min-w-0 flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) save.mutate(body());
      }}
    >
      <section aria-label="Auto-plug" className="flex min-w-0 flex-col gap-3">
        <label className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={plug.enabled}
            onChange={(event) => setPlug({ ...plug, enabled: event.target.checked })}
          />
          Auto-plug
        </label>
        <p className="text-xs text-muted-foreground">
          When a post reaches the likes below, a plug goes out once as a reply to its last part.
        </p>
        <FormField
          label="Likes before the plug"
          inputMode="numeric"
          value={likes}
          onChange={(event) => setLikes(event.target.value)}
          error={likesError}
          className="max-w-32"
        />
        <PlugTextsField
          texts={plug.texts}
          rules={rules}
          networkLabel={network}
          onChange={(texts) => setPlug({ ...plug, texts })}
        />
        {textsError && <p className="text-sm font-medium text-destructive">{textsError}</p>}
      </section>
      <section aria-label="Auto-repost" className="flex min-w-0 flex-col gap-3">
        <label className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={repost.enabled}
            disabled={Boolean(repost.unavailable) && !repost.enabled}
            onChange={(event) => setRepost({ ...repost, enabled: event.target.checked })}
          />
          Auto-repost
        </label>
        {repost.unavailable ? (
          <p className="text-sm">{repost.unavailable}</p>
        ) : (
          <p className="text-xs text-muted-foreground">
            Each post is reposted once on {network}, this many hours after it went out.
          </p>
        )}
        <FormField
          label="Hours after it went out"
          inputMode="numeric"
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          error={hoursError}
          className="max-w-32"
        />
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={blocked || save.isPending}>
          Save automations
        </Button>
        {save.isSuccess && !save.isPending && (
          <p role="status" className="text-sm text-success">
            Saved.
          </p>
        )}
      </div>
      {save.isError && (
        <p role="alert" className="text-sm font-medium break-words text-destructive">
          {errorMessage(save.error)}
        </p>
      )}
    </form>
  );
}
