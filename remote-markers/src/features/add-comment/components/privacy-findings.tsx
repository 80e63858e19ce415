import { TEXTS } from 'shared';
import { PRIVACY_FINDING_TEXTS, type PrivacyFinding } from 'shared/privacy-check';

/** 'This looks like a phone number: 0412 345 678', once for each thing found. */
export function findingLines(findings: readonly PrivacyFinding[]): string[] {
  const lines = findings.map((finding) =>
    TEXTS.moderation.looksLike
      .replace('{what}', PRIVACY_FINDING_TEXTS[finding.kind])
      .replace('{text}', finding.text.trim()),
  );
  return [...new Set(lines)];
}

/** The things found, one line each. */
export function PrivacyFindingList({
  findings,
  className,
}: {
  findings: readonly PrivacyFinding[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {findingLines(findings).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
