import { Link } from 'react-router-dom';

/** The link to /verify-email for this address, where the emailed code is typed. */
export function VerifyEmailLink({ email, label }: { email: string; label: string }) {
  return <Link to={`/verify-email?email=${encodeURIComponent(email)}`}>{label}</Link>;
}
