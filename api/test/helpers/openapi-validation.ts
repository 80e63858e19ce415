import { execFile } from 'node:child_process';
import path from 'node:path';

export interface OpenApiValidation {
  swaggerParser: { valid: boolean; errors: string[] };
  redocly: Array<{ severity: string; ruleId: string; message: string; at?: string }>;
}

/**
 * swagger-parser and redocly (recommended rules) on an OpenAPI document. Both are ESM and
 * run in a Node child (validate-openapi.mjs), outside jest's CommonJS module system.
 */
export function validateOpenApi(document: object): Promise<OpenApiValidation> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'validate-openapi.mjs')],
      { cwd: path.join(__dirname, '../..'), maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(stderr || String(error))) : resolve(JSON.parse(stdout)),
    );
    child.stdin!.end(JSON.stringify(document));
  });
}
