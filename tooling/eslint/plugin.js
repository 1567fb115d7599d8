import { importBoundaries } from './import-boundaries.js';
import { importCycles } from './import-cycles.js';

/** The project's own lint rules: the import boundaries of its layers and features. */
export const boundariesPlugin = {
  meta: { name: 'quillpost-boundaries' },
  rules: { 'import-boundaries': importBoundaries, 'import-cycles': importCycles },
};
