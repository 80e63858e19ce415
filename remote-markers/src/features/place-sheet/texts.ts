/** The phone's place sheet: its words of its own. */
export const SHEET_TEXTS = {
  close: 'Close',
} as const;

/**
 * The host's narrow layout (host/src/layout/map-layout.module.css): one of map or list, and
 * a tapped pin offers its card as this sheet instead of the map's popup.
 */
export const NARROW_SCREEN = '(max-width: 767px)';
