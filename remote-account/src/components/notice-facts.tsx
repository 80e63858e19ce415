import type { ReactNode } from 'react';
import styles from './notice-facts.module.css';

export interface NoticeFact {
  term: string;
  value: ReactNode;
  className?: string;
  testId?: string;
}

/** A notice's facts as terms and values, one under the other (My comments, a moderation case). */
export function NoticeFacts({ facts }: { facts: NoticeFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ term, value, className, testId }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd className={className} data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
