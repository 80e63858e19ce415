import { Link, useLocation } from 'react-router-dom';
import styles from './page.module.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className={styles.page}>
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>.
      </p>
      <p>
        <Link to="/">Back to the map</Link>
      </p>
    </main>
  );
}
