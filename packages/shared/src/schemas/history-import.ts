import { z } from 'zod';

/** The most posts one import reads: X serves an account's latest 3,200, and every network stops there. */
export const HISTORY_IMPORT_LIMIT = 3200;

export const HISTORY_IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type HistoryImportStatus = (typeof HISTORY_IMPORT_STATUSES)[number];

/** An account's latest history import: how far it got, and how it ended. */
export const ZHistoryImport = z.object({
  status: z.enum(HISTORY_IMPORT_STATUSES),
  /** Posts this import added (a post imported before is not counted again). */
  imported: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The network's message when the import failed. */
  error: z.string().nullable(),
});
export type HistoryImport = z.infer<typeof ZHistoryImport>;

export const ZHistoryImportResponse = z.object({ import: ZHistoryImport.nullable() });
export type HistoryImportResponse = z.infer<typeof ZHistoryImportResponse>;
