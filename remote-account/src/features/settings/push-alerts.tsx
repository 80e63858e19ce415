import { useEffect, useId, useState } from 'react';
import { TEXTS, errorText } from 'shared';
import styles from '../../components/account.module.css';
import own from './push-alerts.module.css';
import { readPushState, turnOffPush, turnOnPush, type PushState } from './push-alerts-api';

const UI = TEXTS.push;

type Busy = 'checking' | 'turning-on' | 'turning-off' | null;

/**
 * Web Push in this browser, under the Push notifications toggle (shown while it is on): turn
 * alerts on (service worker, permission, subscription, saved by the API) or off, and what
 * this browser is at now — on, off, blocked by the user, or unable to.
 */
export function PushAlerts() {
  const titleId = useId();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState<Busy>('checking');
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    readPushState()
      .catch((): PushState => 'off')
      .then((current) => {
        if (!live) return;
        setState(current);
        setBusy(null);
      });
    return () => {
      live = false;
    };
  }, []);

  const run = async (kind: Exclude<Busy, 'checking' | null>) => {
    setBusy(kind);
    setFailure(null);
    setNote(null);
    try {
      const result = kind === 'turning-on' ? await turnOnPush() : await turnOffPush();
      if (result === 'dismissed') {
        setState('off');
        setNote(UI.dismissed);
      } else {
        setState(result);
      }
    } catch (error) {
      setFailure(errorText(error, kind === 'turning-on' ? UI.turnOnFailed : UI.turnOffFailed));
      // Whatever happened half-way, show what the browser is at now.
      setState(await readPushState().catch((): PushState => 'off'));
    } finally {
      setBusy(null);
    }
  };

  const stateText =
    busy === 'checking'
      ? UI.checking
      : state === 'on'
        ? UI.on
        : state === 'blocked'
          ? UI.blocked
          : state === 'unsupported'
            ? UI.unsupported
            : (note ?? UI.off);

  return (
    <section className={own.pushAlerts} aria-labelledby={titleId} data-testid="push-alerts">
      <h3 id={titleId} className={own.title}>
        {UI.title}
      </h3>
      <p className={own.hint}>{UI.hint}</p>
      {/* Announced when it changes; not role="status": the page's one status is the save line. */}
      <p
        className={`${own.state} ${state === 'on' ? own.on : ''}`}
        aria-live="polite"
        aria-atomic="true"
        data-testid="push-alerts-state"
      >
        {stateText}
      </p>
      {failure && (
        <p className={`${own.state} ${styles.error}`} role="alert">
          {failure}
        </p>
      )}
      {state === 'off' && busy !== 'checking' && (
        <button
          type="button"
          className={styles.primaryButton}
          disabled={busy !== null}
          onClick={() => void run('turning-on')}
        >
          {busy === 'turning-on' ? UI.turningOn : UI.turnOn}
        </button>
      )}
      {state === 'on' && (
        <button
          type="button"
          className={styles.button}
          disabled={busy !== null}
          onClick={() => void run('turning-off')}
        >
          {busy === 'turning-off' ? UI.turningOff : UI.turnOff}
        </button>
      )}
    </section>
  );
}
