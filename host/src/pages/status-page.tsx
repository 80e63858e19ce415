import { useEffect, useState } from 'react';
import { BUS_CONTRACT_VERSION, REMOTE_NAMES, bus, loadedParts, type LoadedPart } from 'shared';
import { remoteEntryUrl } from '../mf/load-remote-module';
import styles from './page.module.css';

function snapshot(): LoadedPart[] {
  return loadedParts().map((part) => ({ ...part }));
}

/**
 * The ops view: which version of each remote this page loaded, from where, and whether it
 * was mounted. Remotes that have not been needed on this page yet show as not loaded.
 */
export function StatusPage() {
  const [parts, setParts] = useState(snapshot);
  useEffect(() => {
    const subscription = bus.events$.subscribe(() => setParts(snapshot()));
    return () => subscription.unsubscribe();
  }, []);
  const host = parts.find((p) => p.name === 'host');

  return (
    <main className={styles.page}>
      <h1>Status</h1>
      <p>
        Host {host?.version ?? 'unknown'}, event contract {BUS_CONTRACT_VERSION}.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Version</th>
            <th scope="col">Contract</th>
            <th scope="col">State</th>
            <th scope="col">Attempts</th>
            <th scope="col">Manifest entry</th>
          </tr>
        </thead>
        <tbody>
          {REMOTE_NAMES.map((name) => {
            const part = parts.find((p) => p.name === name);
            return (
              <tr key={name} data-remote-status={name}>
                <th scope="row">{name}</th>
                <td>{part?.version ?? '—'}</td>
                <td>{part?.contractVersion ?? '—'}</td>
                <td>{part?.status ?? (part ? 'loaded' : 'not loaded')}</td>
                <td>{part?.attempts ?? '—'}</td>
                <td className={styles.url}>{part?.source ?? remoteEntryUrl(name) ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </main>
  );
}
