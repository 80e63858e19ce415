import { buildExtraVersions } from './extra-versions';

export default async function globalSetup(): Promise<void> {
  await buildExtraVersions();
}
