import { isBlank } from '@quillpost/shared';
import type { Shape, Unit } from './shape';

/**
 * The post as it is being shown. Units are passed on to the user only when complete and valid,
 * in order; once passed on they never change, so the pieces shown add up to the saved post.
 */
/** Pieces of a few words each, as a reader would see a model type. */
export function pieces(text: string): string[] {
  return text.match(/(?:\S+\s*){1,4}|\s+/g) ?? [];
}

export class Draft {
  private readonly kept: string[] = [];
  private shown = '';

  constructor(
    private readonly shape: Shape,
    private readonly onDelta?: (text: string) => void,
  ) {}

  /** Whether someone watches the post being written. */
  get streams(): boolean {
    return this.onDelta !== undefined;
  }

  /** Everything shown so far: the saved post once the draft is complete. */
  get content(): string {
    return this.shown;
  }

  get complete(): boolean {
    return this.kept.length === this.shape.count;
  }

  /** Takes in the answer so far and shows every new unit that is complete and valid. */
  offer(answer: string, final: boolean): void {
    const { units } = this.shape.parse(answer, final);
    for (let i = this.kept.length; i < this.shape.count; i++) {
      const unit = units[i];
      if (!unit?.complete || this.shape.problems(i, unit.text, this.kept).length > 0) return;
      this.keep(i, unit.text);
    }
  }

  /** Takes in a whole answer; answers what keeps it from being saved (empty when nothing). */
  finish(answer: string): string[] {
    this.offer(answer, true);
    const { units, extra } = this.shape.parse(answer, true);
    const problems: string[] = [];
    for (let i = this.kept.length; i < this.shape.count; i++) {
      const unit = units[i];
      if (!unit) problems.push(`${this.shape.label(i)} is missing.`);
      else problems.push(...this.shape.problems(i, unit.text, this.kept));
    }
    // Extra parts after a complete post are simply left out; before that they are a problem.
    if (extra && problems.length > 0) problems.push('The answer has more parts than allowed.');
    return problems;
  }

  /**
   * Completes the draft from the given answers, best first, repairing units where it can
   * (shortening at a sentence boundary, removing hashtags). Answers whether it is complete.
   */
  repair(answers: string[]): boolean {
    const parsed = answers.map((answer) => this.shape.parse(answer, true).units);
    for (let i = this.kept.length; i < this.shape.count; i++) {
      const candidates = parsed.map((units) => units[i]).filter((u): u is Unit => Boolean(u));
      const texts = candidates.flatMap((unit) => [unit.text, this.shape.repair(i, unit.text)]);
      const fallback = this.shape.fallback?.(i);
      if (fallback !== undefined) texts.push(this.shape.repair(i, fallback));
      const fixed = texts.find(
        (text) => !isBlank(text) && this.shape.problems(i, text, this.kept).length === 0,
      );
      if (fixed === undefined) return false;
      this.keep(i, fixed);
    }
    return true;
  }

  private keep(index: number, text: string): void {
    this.kept.push(text);
    const rendered = this.shape.render(index, text);
    this.shown += rendered;
    if (this.onDelta) for (const piece of pieces(rendered)) this.onDelta(piece);
  }
}
