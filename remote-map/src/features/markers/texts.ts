/** The map's popup words of its own (the product's own live in shared TEXTS.map; Share and
 * the photos' names in TEXTS.markers, which the list says too). */
export const POPUP_TEXTS = {
  /** The selected pin's control that keeps it as a temporary marker. */
  keepPin: 'Keep pin',
  keepPinHint: 'Keep this pin on the map when you select another place',
} as const;
