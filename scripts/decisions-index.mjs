// Writes docs/decisions/README.md, the index of the decision records, from the records themselves
// (title line, `Date:` and `Status:`). Run `npm run docs:decisions` after adding or changing one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const field = (text, name) => new RegExp(`^${name}:\\s*([^\\n]*?)\\.?\\s*$`, 'm').exec(text)?.[1];

const rows = readdirSync(dir)
  .filter((file) => /^\d{3}-.*\.md$/.test(file))
  .sort()
  .map((file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const heading = /^#\s*(\d{3})\s+(.*)$/m.exec(text);
    const [number, title] = heading ? [heading[1], heading[2]] : [file.slice(0, 3), file];
    // Some records keep both on one line: "Date: 2026-11-23. Status: accepted."
    const date = /Date:\s*(\d{4}-\d{2}-\d{2})/.exec(text)?.[1] ?? '';
    const status = (field(text, 'Status') ?? /Status:\s*([^\n.]*)/.exec(text)?.[1] ?? '').trim();
    const shown = status.charAt(0).toUpperCase() + status.slice(1);
    return `| [${number}](${file}) | ${title.replaceAll('|', '\\|')} | ${shown} | ${date} |`;
  });

writeFileSync(
  path.join(dir, 'README.md'),
  `# Decision records

Each record says what was decided, why, and what follows from it. A record is never rewritten to
say something else: a later one supersedes it, and its status says which. Numbers are grouped by
area: 001-009 foundations, 010-019 generation, 020-029 payments, 030-039 web app, 040-049 and
080-089 performance (but 085-087, analytics), 050-059 security, 060-069 runtime and
architecture, 070-079 X and publishing. The contracts the records serve are in [the design](../design.md).

This index is written by \`npm run docs:decisions\` from the records' titles, dates and statuses.

| Record | Decision | Status | Date |
| ------ | -------- | ------ | ---- |
${rows.join('\n')}
`,
);
