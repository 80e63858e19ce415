/** Line icons drawn on a 24 × 24 grid in the current text colour. */
const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
} as const;

export type IconName = keyof typeof PATHS;

/**
 * A decorative icon: hidden from screen readers, so the control that shows it carries the
 * name (`aria-label="Close"`).
 */
export function Icon({
  name,
  size = 20,
  className,
}: {
  name: IconName;
  size?: number;
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
        d={PATHS[name]}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
