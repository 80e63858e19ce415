/** The page-wide typed client, on the page-wide axios instance (`apiClient`, shared/auth). */
import { apiClient } from '../auth/session';
import { createTypedApiClient } from './typed-client';

export const api = createTypedApiClient(apiClient);
