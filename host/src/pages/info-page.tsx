import { Link } from 'react-router-dom';
import type { FOOTER_LINKS } from 'shared';
import { INFO_PAGES } from './info-pages';
import styles from './page.module.css';

/** A footer page: its heading, its text (info-pages/), and the way back to the map. */
export function InfoPage({ path }: { path: (typeof FOOTER_LINKS)[number]['path'] }) {
  const { title, Content } = INFO_PAGES[path];
  return (
    <main className={`${styles.page} ${styles.info}`}>
      <h1>{title}</h1>
      <Content />
      <p>
        <Link to="/">Back to the map</Link>
      </p>
    </main>
  );
}
