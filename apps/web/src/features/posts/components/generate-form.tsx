import {
  DOMAINS,
  IDEA_TYPES,
  LIMITS,
  THREAD_FORMATS,
  TONES,
  TWEET_FORMATS,
  type CreatePostRequest,
  type PostKind,
} from '@quillpost/shared';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorCode } from '@/lib/api-client';
import { fieldErrors } from '@/lib/field-errors';
import { readStartWith } from '@/lib/start-with';
import { KIND_TEXT } from '../kinds';

type Field = 'title' | 'format' | 'voice' | 'tags';

/** What the server said about a field, beside it, in red and announced. */
function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {problem}
    </p>
  );
}

interface Option {
  value: string;
  label: string;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The format choices: a template's name is shown, its text is what the server receives. */
function formatOptions(kind: PostKind): Option[] {
  if (kind === 'idea') return IDEA_TYPES.map((type) => ({ value: type, label: capitalise(type) }));
  const formats = kind === 'tweet' ? TWEET_FORMATS : THREAD_FORMATS;
  return formats.map((format) => ({ value: format.template, label: format.name }));
}

function SelectField({
  label,
  value,
  options,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  options: Option[];
  problem?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        >
          <SelectValue placeholder={`Select ${label.toLowerCase()}`} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.label} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
}

export function GenerateForm({
  kind,
  pending,
  failure,
  onSubmit,
}: {
  kind: PostKind;
  pending: boolean;
  /** Why the last generation was refused; a 400's parts go beside their fields. */
  failure?: unknown;
  onSubmit: (request: CreatePostRequest) => void;
}) {
  const text = KIND_TEXT[kind];
  const labels: Record<Field, string> = {
    title: text.descriptionLabel,
    format: text.formatLabel,
    voice: 'Tone of Voice',
    tags: 'Domain',
  };
  const refused = fieldErrors(failure ?? null, labels);
  const descriptionId = useId();
  const formats = formatOptions(kind);
  // An idea's "Generate from this" opens the form with the idea as the description.
  const startWith = readStartWith(useLocation().state);
  const [title, setTitle] = useState(startWith.description ?? '');
  const [tags, setTags] = useState<string>(DOMAINS[0]);
  const [format, setFormat] = useState(formats[0]!.value);
  const [voice, setVoice] = useState<string>('casual');
  const [submitted, setSubmitted] = useState<string | null>(null);

  const tooLong = title.length > LIMITS.titleMax;
  // The server's word on the description holds until the next attempt; a change clears it.
  const titleProblem = title === submitted ? refused.byField.title : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // No checks here: the server names anything wrong, and each part shows beside its field.
    setSubmitted(title);
    onSubmit({ title, format, voice, tags } as CreatePostRequest);
  };

  const domainField = (
    <SelectField
      label={labels.tags}
      value={tags}
      problem={refused.byField.tags}
      onChange={setTags}
      options={DOMAINS.map((domain) => ({ value: domain, label: capitalise(domain) }))}
    />
  );
  const formatField = (
    <SelectField
      label={labels.format}
      value={format}
      onChange={setFormat}
      options={formats}
      problem={refused.byField.format}
    />
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={descriptionId}>{labels.title}</Label>
        <Textarea
          id={descriptionId}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={`What should your ${text.noun.toLowerCase()} be about?`}
          rows={5}
          aria-invalid={titleProblem || tooLong ? true : undefined}
          aria-describedby={`${descriptionId}-count${titleProblem ? ` ${descriptionId}-problem` : ''}`}
        />
        <p
          id={`${descriptionId}-count`}
          className={cn(
            'text-right text-xs tabular-nums',
            tooLong ? 'font-medium text-destructive' : 'text-muted-foreground',
          )}
        >
          {tooLong
            ? `${title.length.toLocaleString('en-US')} of ${LIMITS.titleMax.toLocaleString('en-US')} characters: ${(title.length - LIMITS.titleMax).toLocaleString('en-US')} too many`
            : `${title.length.toLocaleString('en-US')} of ${LIMITS.titleMax.toLocaleString('en-US')} characters`}
        </p>
        <FieldProblem id={`${descriptionId}-problem`} problem={titleProblem} />
      </div>
      {domainField}
      {formatField}
      <SelectField
        label="Tone of Voice"
        value={voice}
        onChange={setVoice}
        options={TONES.map((tone) => ({ value: tone, label: capitalise(tone) }))}
        problem={refused.byField.voice}
      />
      {refused.rest && errorCode(failure) === 'invalid_input' && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refused.rest}
        </p>
      )}
      <Button type="submit" size="lg" disabled={pending}>
        {pending && (
          <Spinner
            className="size-4 text-current"
            label={`Generating ${text.noun.toLowerCase()}`}
          />
        )}
        {text.submit}
      </Button>
    </form>
  );
}
