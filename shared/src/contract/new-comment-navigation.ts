import type { LocationModel } from './geo';

/** What the map hands to /newComment with `navigate('/newComment', { state })`. */
export interface NewCommentNavigationState {
  location: { lat: number; lon: number; address?: string | null };
  locationModel?: LocationModel | null;
}
