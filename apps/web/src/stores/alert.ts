import { create } from 'zustand';

export interface AlertRequest {
  id: number;
  title: string;
  message: string;
  close: () => void;
}

interface AlertState {
  queue: AlertRequest[];
}

export const useAlertStore = create<AlertState>()(() => ({ queue: [] }));

let nextId = 1;

/**
 * Shows an accessible alert dialog, one at a time, and resolves when the person dismisses it.
 * Usable from anywhere (event handlers, mutations), like window.alert but styled and non-blocking.
 */
export function showAlert(message: string, options: { title?: string } = {}): Promise<void> {
  return new Promise((resolve) => {
    const id = nextId++;
    const close = () => {
      useAlertStore.setState((state) => ({ queue: state.queue.filter((a) => a.id !== id) }));
      resolve();
    };
    const request = { id, title: options.title ?? 'Quillpost', message, close };
    useAlertStore.setState((state) => ({ queue: [...state.queue, request] }));
  });
}
