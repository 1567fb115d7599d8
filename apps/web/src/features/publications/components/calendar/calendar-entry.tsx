import type { Account } from '@quillpost/shared';
import type { CalendarEntry, OpenPlace } from '../../lib/calendar-entries';
import type { Step } from '../../lib/use-calendar-moves';
import { OpenPlaceButton } from './open-place';
import { PublicationChip } from './publication-chip';

/** What every view needs to draw and act on the entries. */
export interface EntryActions {
  /** Today on the person's clock, `YYYY-MM-DD`, marked in every view. */
  today: string;
  accountOf: (accountId: string | null | undefined) => Account | undefined;
  errors: Map<string, string>;
  onStep: (publicationId: string, step: Step) => void;
  onOpenPlace: (place: OpenPlace) => void;
}

export function EntryItem({
  entry,
  actions,
  compact,
}: {
  entry: CalendarEntry;
  actions: EntryActions;
  compact?: boolean;
}) {
  if (entry.type === 'open') {
    return <OpenPlaceButton place={entry} onOpen={actions.onOpenPlace} />;
  }
  const { publication } = entry;
  return (
    <PublicationChip
      publication={publication}
      time={entry.time}
      account={actions.accountOf(publication.accountId)}
      error={actions.errors.get(publication._id)}
      compact={compact}
      onStep={(step) => actions.onStep(publication._id, step)}
    />
  );
}
