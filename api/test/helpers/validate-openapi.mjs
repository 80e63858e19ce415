// Validates an OpenAPI document (JSON on stdin) with @apidevtools/swagger-parser and with
// @redocly/openapi-core's recommended rules; both are ES modules underneath, so the API tests
// run this in Node rather than in jest. Prints { swaggerParser: { valid, errors }, redocly: [...] }.
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';

let source = '';
for await (const chunk of process.stdin) source += chunk;

let swaggerParser;
try {
  await SwaggerParser.validate(JSON.parse(source));
  swaggerParser = { valid: true, errors: [] };
} catch (error) {
  swaggerParser = { valid: false, errors: String(error.message).split('\n').slice(0, 50) };
}

const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source, absoluteRef: '/openapi.json', config });
const redocly = problems.map((problem) => ({
  severity: problem.severity,
  ruleId: problem.ruleId,
  message: problem.message,
  at: problem.location[0]?.pointer,
}));

process.stdout.write(JSON.stringify({ swaggerParser, redocly }));
