import { applyDesignTokens } from 'shared';
import { mountStandalone } from 'shared/federation/standalone';
import SavedMarkersPanel from './exposed/saved-markers-panel';

applyDesignTokens();
mountStandalone(<SavedMarkersPanel />);
