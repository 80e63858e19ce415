import { buildExtraVersions } from './extra-versions';

export default function globalSetup(): void {
  buildExtraVersions();
}
