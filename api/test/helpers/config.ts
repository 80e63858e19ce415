import { ConfigError, loadConfig } from '../../src/config';

/** The problems loadConfig names for `env` (it must reject it). */
export function configProblems(env: Record<string, string>, cwd?: string): string[] {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}
