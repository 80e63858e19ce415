import type { User } from './api';

/** A user's display name: first and last name; otherwise either one; otherwise the email. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return first || last || user.email;
}
