import { applyDesignTokens } from 'shared';
import { mountStandalone } from 'shared/federation/standalone';
import ProfilePage from './exposed/profile-page';

applyDesignTokens();
mountStandalone(<ProfilePage />);
