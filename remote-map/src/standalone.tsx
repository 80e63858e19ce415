import { applyDesignTokens } from 'shared';
import { mountStandalone } from 'shared/federation/standalone';
import MapView from './exposed/map-view';

applyDesignTokens();
mountStandalone(<MapView />);
