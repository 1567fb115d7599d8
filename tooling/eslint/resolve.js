import path from 'node:path';
import ts from 'typescript';

/**
 * Resolves an import as TypeScript does for the file's own tsconfig (so `@/` aliases work), and
 * answers only files of this project: packages and declaration files are left out.
 */

const compilerOptionsByConfig = new Map();

function compilerOptionsFor(file) {
  const configPath = ts.findConfigFile(path.dirname(file), ts.sys.fileExists) ?? '';
  let options = compilerOptionsByConfig.get(configPath);
  if (!options) {
    const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} };
    const parsed = configPath
      ? ts.getParsedCommandLineOfConfigFile(configPath, {}, host)
      : undefined;
    options = parsed?.options ?? { moduleResolution: ts.ModuleResolutionKind.Bundler };
    compilerOptionsByConfig.set(configPath, options);
  }
  return options;
}

const resolvedByImport = new Map();

export function resolveImport(specifier, fromFile) {
  const key = `${path.dirname(fromFile)}\0${specifier}`;
  if (!resolvedByImport.has(key)) resolvedByImport.set(key, resolveUncached(specifier, fromFile));
  return resolvedByImport.get(key);
}

function resolveUncached(specifier, fromFile) {
  const options = compilerOptionsFor(fromFile);
  const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, options, ts.sys);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return undefined;
  const target = path.resolve(resolvedModule.resolvedFileName);
  const inPackages = target.includes(`${path.sep}node_modules${path.sep}`);
  return target.endsWith('.d.ts') || inPackages ? undefined : target;
}
