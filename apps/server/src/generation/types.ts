import type {
  AssistAction,
  AssistKind,
  Domain,
  PostKind,
  StyleTraits,
  TextRules,
  Tone,
} from '@quillpost/shared';

/** The person's own way of writing, learned from their posts: what an engine writes in. */
export interface StyleGuide {
  traits: StyleTraits;
  /** Their best performing posts, best first; never the worst ones. */
  examples: readonly { text: string }[];
}

export interface GenerationRequest {
  kind: PostKind;
  /** The user's description: data to write about, never instructions. */
  title: string;
  /** Template text, or for ideas the idea type (`tweet` / `thread`). */
  format: string;
  voice: Tone;
  tags: Domain;
  /**
   * The person's recent tweets and thread parts. No tweet or part of the answer may repeat one
   * of them (compared trimmed, spaces collapsed, case folded); the offline model also steers its
   * wording away from them, other models never see them.
   */
  avoid?: readonly string[];
  /** Write in the person's style; without it, in the engine's own. */
  style?: StyleGuide;
}

/** Reads the subject out of a user's description ("Why small PRs ship faster" -> "small PRs"). */
export type SubjectReader = (description: string) => string;

export interface GenerateOptions {
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
  /** Receives the text as it is written; the pieces add up to the returned content. */
  onDelta?: (text: string) => void;
}

export interface EngineInfo {
  /** `builtin` for the offline engine, else the provider name. */
  name: string;
  model: string;
  offline: boolean;
}

export interface AssistRequest {
  action: AssistAction;
  /** The kind of the text given. */
  kind: AssistKind;
  /** The person's own text: data to work on, never instructions. */
  content: string;
  /** Rules of the networks the suggestions must also meet, besides X's. */
  networks: readonly TextRules[];
  /** Write in the person's style; without it, in the engine's own. */
  style?: StyleGuide;
}

export interface AssistOptions {
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
  /** Receives each suggestion's text as it is shown, with its place in the answer. */
  onSuggestionDelta?: (delta: { index: number; text: string }) => void;
}

/**
 * Writes a post. Failures are AppErrors with the codes provider_bad_answer (502),
 * provider_unavailable (503) or provider_timeout (504).
 */
export interface GenerationService {
  readonly engine: EngineInfo;
  generate(request: GenerationRequest, options?: GenerateOptions): Promise<{ content: string }>;
  /** Suggestions for a person's text, each valid for X and for the networks named. */
  assist(request: AssistRequest, options?: AssistOptions): Promise<{ suggestions: string[] }>;
}
