import { Link } from 'react-router-dom';
import { FOOTER_LINKS, TEXTS } from 'shared';
import styles from './page.module.css';

/** The footer pages. Their full text comes with the product's content work. */
export function InfoPage({ path }: { path: string }) {
  const link = FOOTER_LINKS.find((l) => l.path === path);
  return (
    <main className={styles.page}>
      <h1>{link?.label}</h1>
      <p>{TEXTS.footerTagline}</p>
      <p>
        <Link to="/">Back to the map</Link>
      </p>
    </main>
  );
}
