/** Line icons drawn on a 24 × 24 grid in the current text colour. */
const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12ZM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0Z';
const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  eye: EYE,
  /** The eye struck through: what shows is hidden again on a press. */
  eyeCrossed: `${EYE}M4 4l16 16`,
} as const;

export type IconName = keyof typeof PATHS;

/**
 * A decorative icon: hidden from screen readers, so the control that shows it carries the
 * name (`aria-label="Close"`). A remote draws an icon only it uses from its own path `d`,
 * which keeps that path out of every page's first load.
 */
export function Icon({
  name,
  d = PATHS[name!],
  size = 20,
  strokeWidth = 2,
  strokeLinecap = 'round',
  className,
}: ({ name: IconName; d?: never } | { name?: never; d: string }) & {
  size?: number;
  strokeWidth?: number;
  strokeLinecap?: 'round' | 'butt';
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={name}
    >
      <path
        d={d}
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap={strokeLinecap}
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
