import { applyDesignTokens } from 'shared';
import { mountStandalone } from 'shared/federation/standalone';
import LoginPage from './exposed/login-page';

applyDesignTokens();
mountStandalone(<LoginPage />);
