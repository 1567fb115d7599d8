import path from 'node:path';
import { resolveImport } from './resolve.js';

/**
 * Reports an import that crosses a boundary. Each zone names the importing files (`from`) and the
 * files they may not import (`to`), both as regular expressions over paths relative to the
 * working directory. `unlessSame` names a capture group both share: an import within the same
 * feature is allowed. `allow` lists targets that stay open (an entry file, an interface).
 */

const toPosix = (file) => file.split(path.sep).join('/');

function compileZone(zone) {
  return {
    ...zone,
    from: new RegExp(zone.from),
    to: new RegExp(zone.to),
    allow: (zone.allow ?? []).map((pattern) => new RegExp(pattern)),
  };
}

function breaks(zone, importer, target) {
  const source = zone.from.exec(importer);
  if (!source) return false;
  const destination = zone.to.exec(target);
  if (!destination) return false;
  if (zone.allow.some((pattern) => pattern.test(target))) return false;
  const group = zone.unlessSame;
  return !(group && source.groups?.[group] === destination.groups?.[group]);
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across the boundaries of layers and features' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string' },
                to: { type: 'string' },
                unlessSame: { type: 'string' },
                allow: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['from', 'to', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: { boundary: '{{message}} ({{target}})' },
  },
  create(context) {
    const zones = (context.options[0]?.zones ?? []).map(compileZone);
    const file = path.resolve(context.physicalFilename);
    const importer = toPosix(path.relative(context.cwd, file));
    if (!zones.some((zone) => zone.from.test(importer))) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const resolved = resolveImport(specifier, file);
      if (!resolved) return;
      const target = toPosix(path.relative(context.cwd, resolved));
      const broken = zones.find((zone) => breaks(zone, importer, target));
      if (broken) {
        context.report({ node, messageId: 'boundary', data: { message: broken.message, target } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
