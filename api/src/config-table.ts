import { CONFIG_PARTS } from './config';
import type { EnvVar } from './config-part';

/** Where docs/running.md keeps the generated table; nothing between them is written by hand. */
export const CONFIG_TABLE_START = '<!-- config-table:start -->';
export const CONFIG_TABLE_END = '<!-- config-table:end -->';

/**
 * The docs' list of every environment variable, made from the variables' own declarations: a
 * table a part, with its default and what it does.
 */
export function configTable(): string {
  return CONFIG_PARTS.map(({ title, vars }) =>
    [
      `### ${title}`,
      '',
      table([
        ['variable', 'default', 'meaning'],
        ...Object.entries(vars).map(([name, variable]) => [
          `\`${name}\``,
          shownDefault(variable),
          variable.doc,
        ]),
      ]),
    ].join('\n'),
  ).join('\n\n');
}

function shownDefault({ schema, shownDefault }: EnvVar): string {
  if (shownDefault) return shownDefault;
  const value = (schema as { default?: unknown }).default;
  return value === undefined ? 'unset' : `\`${String(value)}\``;
}

/** A markdown table laid out the way prettier writes one, so a generated file stays formatted. */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(3, ...rows.map((row) => [...row[column]!].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]! + cell.length - [...cell].length)).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header!), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}

/** The markdown with the generated table put between the markers. */
export function withConfigTable(markdown: string, generated: string = configTable()): string {
  const start = markdown.indexOf(CONFIG_TABLE_START);
  const end = markdown.indexOf(CONFIG_TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`Markers ${CONFIG_TABLE_START} … ${CONFIG_TABLE_END} not found.`);
  }
  return `${markdown.slice(0, start + CONFIG_TABLE_START.length)}\n\n${generated}\n\n${markdown.slice(end)}`;
}
