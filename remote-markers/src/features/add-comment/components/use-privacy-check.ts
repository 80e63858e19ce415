import { useEffect, useState } from 'react';
import { findPersonalInformation, type PrivacyFinding } from 'shared';

/** How long typing pauses before the comment is checked again (the search box's pause). */
export const PRIVACY_CHECK_DELAY_MS = 400;

/**
 * The personal information found in a comment as its author types: checked once typing
 * pauses, so the warning does not flicker with every key. Save checks the text as it is
 * (findPersonalInformation), whatever this shows.
 */
export function usePrivacyFindings(comment: string): PrivacyFinding[] {
  const [findings, setFindings] = useState<PrivacyFinding[]>(() =>
    findPersonalInformation(comment),
  );
  useEffect(() => {
    const timer = setTimeout(
      () => setFindings(findPersonalInformation(comment)),
      PRIVACY_CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [comment]);
  return findings;
}
