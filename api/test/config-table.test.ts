import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_PARTS } from '../src/config';
import { CONFIG_TABLE_END, CONFIG_TABLE_START, withConfigTable } from '../src/config-table';

const RUNNING_MD = path.resolve(__dirname, '../../docs/running.md');

describe('the environment variables, declared once', () => {
  const names = CONFIG_PARTS.flatMap((part) => Object.keys(part.vars));

  it('declares each variable in one part only', () => {
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(names.every((name) => /^[A-Z][A-Z0-9_]*$/.test(name))).toBe(true);
  });

  it('says of each what it does and what a valid value is', () => {
    for (const part of CONFIG_PARTS) {
      for (const [name, variable] of Object.entries(part.vars)) {
        expect({
          name,
          doc: variable.doc.length > 0,
          expected: variable.expected.length > 0,
        }).toEqual({ name, doc: true, expected: true });
        // One table row each: a line break or a pipe would break the docs' table.
        expect({ name, doc: /[\n|]/.test(variable.doc) }).toEqual({ name, doc: false });
      }
    }
  });

  it("docs/running.md's table is the one `pnpm config-table` makes from the declarations", () => {
    const markdown = readFileSync(RUNNING_MD, 'utf8');
    expect(markdown).toContain(CONFIG_TABLE_START);
    expect(markdown).toContain(CONFIG_TABLE_END);
    // A difference here: run `pnpm config-table` after changing a variable's declaration.
    expect(markdown).toBe(withConfigTable(markdown));
    for (const name of names) expect(markdown).toContain(`| \`${name}\``);
  });
});
