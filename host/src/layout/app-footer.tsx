import { Link } from 'react-router-dom';
import { FOOTER_LINKS, TEXTS } from 'shared';
import styles from './app-footer.module.css';

export function AppFooter({ className = '' }: { className?: string }) {
  return (
    <footer className={`${styles.footer} ${className}`}>
      <p className={styles.tagline}>{TEXTS.footerTagline}</p>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
