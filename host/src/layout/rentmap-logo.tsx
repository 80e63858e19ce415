export function RentMapLogo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        fill="var(--rm-primary)"
        d="M16 2C10.5 2 6 6.4 6 11.9 6 19.4 16 30 16 30s10-10.6 10-18.1C26 6.4 21.5 2 16 2z"
      />
      <path fill="#fff" d="M16 7.5l-6 5V20h4v-4h4v4h4v-7.5z" />
    </svg>
  );
}
