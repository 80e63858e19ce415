/**
 * The sign-up's existence checks: the page's one copy lives in `shared` (the profile's
 * username check is the same).
 */
import { checkEmailAvailability, checkUsernameAvailability, type Availability } from 'shared';

export type { Availability };

/** GET /auth/check-email?email= (no auth). */
export const checkEmail = checkEmailAvailability;

/** GET /auth/check-username?username= (no auth). */
export const checkUsername = checkUsernameAvailability;
