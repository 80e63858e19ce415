import { useNavigate } from 'react-router-dom';
import { AuthPanel } from './auth-panel';
import styles from './sign-in-page.module.css';

/**
 * /login: where the client sends people whose session could not be refreshed. The same
 * sign-in form as the modal, as a page; after signing in the map opens.
 */
export function SignInPage() {
  const navigate = useNavigate();
  return (
    <main className={styles.page} data-testid="login-page">
      <div className={styles.card}>
        <AuthPanel headingLevel="h1" onSignedIn={() => navigate('/', { replace: true })} />
      </div>
    </main>
  );
}
