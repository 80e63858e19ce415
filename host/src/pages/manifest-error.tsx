import { TEXTS } from 'shared';

/** Shown when the remotes manifest cannot be read and no earlier good copy is known. */
export function ManifestError({ reason }: { reason: string }) {
  return (
    <main role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
      <h1>{TEXTS.applicationError}</h1>
      <p>The app could not find its parts. Please try again in a moment.</p>
      <p style={{ color: 'var(--rm-text-muted)', fontSize: '0.875rem' }}>{reason}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {TEXTS.retry}
      </button>
    </main>
  );
}
