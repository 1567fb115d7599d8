import { z } from 'zod';
import { ZPostMedia } from './media';
import { ZCreatePostRequest, ZEditableContent, type CreatePostRequest } from './posts';

/**
 * A tweet or thread the person wrote: their own text, checked like an edit, never generated,
 * with the images of each part if any.
 */
export const ZCreateWrittenPostRequest = z.object({
  content: ZEditableContent,
  media: ZPostMedia.optional(),
});
export type CreateWrittenPostRequest = z.infer<typeof ZCreateWrittenPostRequest>;

/** The fields that ask for a generation; none of them may come with `content`. */
export const GENERATION_FIELDS = (
  Object.keys(ZCreatePostRequest.shape) as (keyof CreatePostRequest)[]
).filter(
  // Whether to write in the person's style says nothing about which way the body meant.
  (field) => field !== 'useStyle',
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const generationFieldsIn = (body: Record<string, unknown>) =>
  GENERATION_FIELDS.filter((field) => body[field] !== undefined);

const mixedMessage = (fields: string[]) =>
  `content cannot be sent with ${fields.join(', ')}: send content alone to save your own text, or title, format, voice and tags without content to generate one.`;

/**
 * Each way of creating a post is read with the other's fields kept (a loose object), so that a
 * body mixing them is refused by both, never read as one of them with the rest dropped.
 */
const refuseMixedFields = (body: Record<string, unknown>, context: z.RefinementCtx) => {
  const fields = generationFieldsIn(body);
  if (body.content !== undefined && fields.length > 0) {
    context.addIssue({ code: 'custom', message: mixedMessage(fields) });
  }
};

const writtenWay = ZCreateWrittenPostRequest.loose()
  .superRefine(refuseMixedFields)
  .transform(({ content, media }): CreateWrittenPostRequest => ({
    content,
    ...(media ? { media } : {}),
  }));

const generatedWay = ZCreatePostRequest.loose()
  .superRefine(refuseMixedFields)
  .transform(({ title, format, voice, tags, useStyle }): CreatePostRequest => ({
    title,
    format,
    voice,
    tags,
    ...(useStyle === undefined ? {} : { useStyle }),
  }));

type Issue = { path: PropertyKey[]; message: string };

/** An issue as the error answers word it: the field first, unless the message starts with it. */
const issueText = ({ path, message }: Issue) => {
  const field = path.map(String).join('.');
  return field && !message.startsWith(field) ? `${field}: ${message}` : message;
};

/**
 * When neither way reads the body, the message is about the way the body meant: the one with
 * `content` when it has it, else the generation (as it was before posts could be written).
 */
function neitherWayMessage(issue: { input?: unknown; errors?: Issue[][] }): string {
  const [written = [], generated = []] = issue.errors ?? [];
  const body = issue.input;
  if (!isRecord(body) || body.content === undefined) return generated.map(issueText).join('; ');
  const fields = generationFieldsIn(body);
  if (fields.length > 0) return mixedMessage(fields);
  return written.map(issueText).join('; ');
}

/**
 * The body of `POST /api/v0/posts/tweets` and `/threads`: either `{ content }` alone (a post the
 * person wrote) or the generation request. Unknown fields are ignored, as before.
 */
export const ZCreateTweetOrThreadRequest = z.union([writtenWay, generatedWay], {
  error: (issue) => (issue.code === 'invalid_union' ? neitherWayMessage(issue) : undefined),
});
export type CreateTweetOrThreadRequest = z.output<typeof ZCreateTweetOrThreadRequest>;

/** Whether a parsed body asks to save the person's own text rather than to generate. */
export const isWrittenPostRequest = (
  body: CreateTweetOrThreadRequest,
): body is CreateWrittenPostRequest => 'content' in body;
