import { useMemo } from 'react';
import { useSettled } from 'shared';
import { findPersonalInformation, type PrivacyFinding } from 'shared/privacy-check';

/** How long typing pauses before the comment is checked again (the search box's pause). */
export const PRIVACY_CHECK_DELAY_MS = 400;

/**
 * The personal information found in a comment as its author types: checked once typing
 * pauses, so the warning does not flicker with every key. Save checks the text as it is
 * (findPersonalInformation), whatever this shows.
 */
export function usePrivacyFindings(comment: string): PrivacyFinding[] {
  const settled = useSettled(comment, PRIVACY_CHECK_DELAY_MS, comment);
  return useMemo(() => findPersonalInformation(settled), [settled]);
}
