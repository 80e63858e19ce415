import { Link } from 'react-router-dom';
import { FOOTER_LINKS, TEXTS } from 'shared';
import styles from './app-footer.module.css';

/**
 * The tagline and the information pages. The page's own footer is a `<footer>` (the
 * contentinfo landmark); the copy in the phone's menu is a plain block (`as="div"`), so the
 * page never has two.
 */
export function AppFooter({
  className = '',
  as: Element = 'footer',
}: {
  className?: string;
  as?: 'footer' | 'div';
}) {
  return (
    <Element className={`${styles.footer} ${className}`}>
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
    </Element>
  );
}
