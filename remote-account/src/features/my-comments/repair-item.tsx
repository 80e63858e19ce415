import { useEffect, useId, useRef, useState } from 'react';
import { errorText, type ConditionAnswer, type RepairAnswerPayload } from 'shared';
import account from '../../components/account.module.css';
import { InputField } from '../../components/fields';
import { BusyButton, FormAlert } from '../../components/form-parts';
import styles from './my-comments.module.css';
import { MY_REPAIRS_UI as UI } from './texts';

/** Today where the author is (YYYY-MM-DD): no repair, and no telling, can be later. */
function localToday(now: Date): string {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()))
    .toISOString()
    .slice(0, 10);
}

/** What the item's answer says of its repair so far, or null while nothing is said. */
function repairStatus({ fixedAfterDays, notFixedAfterDays }: ConditionAnswer): string | null {
  if (fixedAfterDays !== null) return UI.fixedAfter(fixedAfterDays);
  if (notFixedAfterDays !== null) return UI.notFixedAfter(notFixedAfterDays);
  return null;
}

type Missing = 'toldOn' | 'fixedOn';

/**
 * One item of "Was it fixed?": Save says it was fixed on the day given, Not yet that it still
 * is not (the form stays, to say later that it was). The day the agent or landlord was told is
 * asked only when the answer has none. A day left out is said here; the API's refusal is said
 * under the buttons, and what was typed stays. After an answer, focus goes to what it says.
 */
export function RepairItem({
  answer,
  label,
  onAnswer,
}: {
  answer: ConditionAnswer;
  label: string;
  onAnswer: (repair: RepairAnswerPayload) => Promise<void>;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [toldOn, setToldOn] = useState('');
  const [fixedOn, setFixedOn] = useState('');
  const [missing, setMissing] = useState<Missing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<'fixed' | 'not-fixed' | null>(null);
  const toldField = useRef<HTMLInputElement>(null);
  const fixedField = useRef<HTMLInputElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  // Set by an answer; the line it brings may come a render later, with the page's new list.
  const focusStatus = useRef(false);

  useEffect(() => {
    if (!focusStatus.current || !statusLine.current) return;
    focusStatus.current = false;
    statusLine.current.focus();
  });

  const asksToldOn = answer.toldIn === null;
  const status = repairStatus(answer);
  const today = localToday(new Date());

  const send = async (fixed: boolean) => {
    const lacking: Missing | null =
      asksToldOn && !toldOn ? 'toldOn' : fixed && !fixedOn ? 'fixedOn' : null;
    setMissing(lacking);
    setFailure(null);
    if (lacking) {
      (lacking === 'toldOn' ? toldField : fixedField).current?.focus();
      return;
    }
    setSending(fixed ? 'fixed' : 'not-fixed');
    try {
      await onAnswer({ fixed, ...(fixed && { fixedOn }), ...(asksToldOn && { toldOn }) });
      focusStatus.current = true;
    } catch (error) {
      setFailure(errorText(error, UI.failed));
    } finally {
      setSending(null);
    }
  };

  const invalid = (field: Missing) =>
    missing === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const change = (field: Missing, day: string) => {
    (field === 'toldOn' ? setToldOn : setFixedOn)(day);
    if (day && missing === field) setMissing(null);
  };
  return (
    <li className={styles.repairItem} data-testid="repair-item">
      <p id={labelId} className={styles.repairLabel}>
        {label}
      </p>
      {status && (
        <p
          ref={statusLine}
          tabIndex={-1}
          className={styles.repairStatus}
          data-testid="repair-status"
        >
          {status}
        </p>
      )}
      {answer.fixedAfterDays === null && (
        <form
          className={styles.repairForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send(true);
          }}
        >
          <div className={styles.repairFields} role="group" aria-labelledby={labelId}>
            {asksToldOn && (
              <InputField
                label={UI.toldOn}
                inputRef={toldField}
                type="date"
                max={today}
                value={toldOn}
                onChange={(event) => change('toldOn', event.target.value)}
                {...invalid('toldOn')}
              />
            )}
            <InputField
              label={UI.fixedOn}
              inputRef={fixedField}
              type="date"
              min={toldOn || (answer.toldIn ? `${answer.toldIn}-01` : undefined)}
              max={today}
              value={fixedOn}
              onChange={(event) => change('fixedOn', event.target.value)}
              {...invalid('fixedOn')}
            />
          </div>
          <div className={styles.repairActions}>
            <BusyButton
              busy={sending === 'fixed'}
              disabled={sending !== null}
              label={UI.save}
              busyLabel={UI.saving}
              aria-label={UI.saveLabel(label)}
            />
            <BusyButton
              type="button"
              className={account.button}
              busy={sending === 'not-fixed'}
              disabled={sending !== null}
              label={UI.notYet}
              busyLabel={UI.saving}
              aria-label={UI.notYetLabel(label)}
              onClick={() => void send(false)}
            />
          </div>
          <FormAlert id={errorId}>{missing ? UI[`${missing}Required`] : failure}</FormAlert>
        </form>
      )}
    </li>
  );
}
