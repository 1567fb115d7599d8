import type { PostKind } from '@quillpost/shared';

export interface KindText {
  /** "Tweet", "Thread", "Idea". */
  noun: string;
  descriptionLabel: string;
  formatLabel: string;
  submit: string;
  resultTitle: string;
  placeholder: string;
  listTitle: string;
  createLabel: string;
  canShare: boolean;
}

export const KIND_TEXT: Record<PostKind, KindText> = {
  tweet: {
    noun: 'Tweet',
    descriptionLabel: 'Tweet Description',
    formatLabel: 'Tweet Format',
    submit: 'Generate Tweet',
    resultTitle: 'Generated Tweet',
    placeholder: 'No tweet generated yet. Please generate a tweet by filling out the form.',
    listTitle: 'All Tweets',
    createLabel: 'Create Tweet',
    canShare: true,
  },
  thread: {
    noun: 'Thread',
    descriptionLabel: 'Thread Description',
    formatLabel: 'Thread Format',
    submit: 'Generate Thread',
    resultTitle: 'Generated Thread',
    placeholder: 'No thread generated yet. Please generate a thread by filling out the form above.',
    listTitle: 'All Threads',
    createLabel: 'Create Thread',
    canShare: true,
  },
  idea: {
    noun: 'Idea',
    descriptionLabel: 'Idea Description',
    formatLabel: 'Idea Type',
    submit: 'Generate Idea',
    resultTitle: 'Generated Idea',
    placeholder: 'No idea generated yet. Please generate a idea by filling out the form.',
    listTitle: 'All Ideas',
    createLabel: 'Create Idea',
    canShare: false,
  },
};
