import {
  DOMAINS,
  IDEA_TYPES,
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
import { readStartWith } from '@/lib/start-with';
import { KIND_TEXT } from '../kinds';

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
  onChange,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
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
    </div>
  );
}

export function GenerateForm({
  kind,
  pending,
  onSubmit,
}: {
  kind: PostKind;
  pending: boolean;
  onSubmit: (request: CreatePostRequest) => void;
}) {
  const text = KIND_TEXT[kind];
  const descriptionId = useId();
  const formats = formatOptions(kind);
  // An idea's "Generate from this" opens the form with the idea as the description.
  const startWith = readStartWith(useLocation().state);
  const [title, setTitle] = useState(startWith.description ?? '');
  const [tags, setTags] = useState<string>(DOMAINS[0]);
  const [format, setFormat] = useState(formats[0]!.value);
  const [voice, setVoice] = useState<string>('casual');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // No checks here: the server names anything wrong, and the screen shows its message.
    onSubmit({ title, format, voice, tags } as CreatePostRequest);
  };

  const domainField = (
    <SelectField
      label="Domain"
      value={tags}
      onChange={setTags}
      options={DOMAINS.map((domain) => ({ value: domain, label: capitalise(domain) }))}
    />
  );
  const formatField = (
    <SelectField label={text.formatLabel} value={format} onChange={setFormat} options={formats} />
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={descriptionId}>{text.descriptionLabel}</Label>
        <Textarea
          id={descriptionId}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={`What should your ${text.noun.toLowerCase()} be about?`}
          rows={5}
        />
      </div>
      {domainField}
      {formatField}
      <SelectField
        label="Tone of Voice"
        value={voice}
        onChange={setVoice}
        options={TONES.map((tone) => ({ value: tone, label: capitalise(tone) }))}
      />
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
