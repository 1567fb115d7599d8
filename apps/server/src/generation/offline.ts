import type { GenerationService, GenerationRequest } from './types';

function subjectOf(title: string): string {
  const words = title.replace(/\s+/g, ' ').trim().split(' ').slice(0, 8).join(' ');
  return words.replace(/[.!?,;:]+$/, '');
}

function write(request: GenerationRequest): string {
  const subject = subjectOf(request.title);
  if (request.kind === 'tweet') return `A few thoughts on ${subject}: start small, ship often.`;
  const parts = [1, 2, 3, 4, 5].map((n) => `${n}/ Point ${n} about ${subject}.`);
  if (request.kind === 'thread') return `🧵 ${subject}\n\n${parts.join('\n\n')}`;
  return [1, 2, 3, 4, 5].map((n) => `${n}. Idea ${n} on ${subject}`).join('\n');
}

/** The built-in engine: writes without any network. */
export function createOfflineGenerationService(_options: { seed?: number }): GenerationService {
  return {
    engine: { name: 'builtin', model: 'quillpost-offline', offline: true },
    async generate(request, options) {
      const content = write(request);
      options?.onDelta?.(content);
      return { content };
    },
  };
}
