/** Design tokens: one look across the host and every remote (CSS custom properties). */
export const DESIGN_TOKENS = {
  '--rm-primary': '#0f766e',
  '--rm-primary-strong': '#115e59',
  '--rm-on-primary': '#ffffff',
  '--rm-accent': '#16a34a',
  '--rm-danger': '#b91c1c',
  '--rm-surface': '#ffffff',
  '--rm-surface-muted': '#f1f5f9',
  '--rm-border': '#e2e8f0',
  '--rm-text': '#0f172a',
  '--rm-text-muted': '#475569',
  '--rm-radius': '8px',
  '--rm-shadow': '0 1px 3px rgba(15, 23, 42, 0.12), 0 1px 2px rgba(15, 23, 42, 0.08)',
  '--rm-font': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--rm-header-height': '56px',
  '--rm-modal-z': '2000',
} as const;

/** Puts the tokens on :root once (host boot, or a remote's standalone shell). */
export function applyDesignTokens(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(DESIGN_TOKENS)) root.style.setProperty(name, value);
}
