/**
 * Features are islands (STYLE.md rule 11): a feature imports its own files, the remote's
 * lib/ and components/, and packages; never another feature's insides or the exposed entry
 * points. Only src/exposed/ puts features together. The root lint config guards the borders
 * between remotes; this test guards the borders inside this one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '..', 'src');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((target) => target.startsWith('.'))
    .map((target) => path.relative(SRC, path.resolve(path.dirname(file), target)));
}

/** 'features/saved-list/...' → 'features/saved-list'; 'lib/format' → 'lib'. */
function area(relative: string): string {
  const [top, feature] = relative.split(path.sep);
  return top === 'features' ? `features/${feature}` : (top ?? '');
}

describe('feature boundaries', () => {
  const files = sourceFiles(SRC);

  it('finds the features', () => {
    const features = new Set(files.map((f) => area(path.relative(SRC, f))));
    expect([...features].filter((a) => a.startsWith('features/')).sort()).toEqual([
      'features/add-comment',
      'features/comment-details',
      'features/saved-list',
    ]);
  });

  it.each(files.map((file) => [path.relative(SRC, file), file]))(
    '%s stays in its lane',
    (_name, file) => {
      const from = area(path.relative(SRC, file));
      for (const target of relativeImports(file)) {
        const to = area(target);
        expect(target.startsWith('..')).toBe(false);
        if (from.startsWith('features/')) {
          expect([from, 'lib', 'components', 'testing']).toContain(to);
        } else if (from === 'lib' || from === 'components' || from === 'testing') {
          expect(['lib', 'components', 'testing']).toContain(to);
        }
      }
    },
  );
});
