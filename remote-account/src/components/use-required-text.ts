import { useRef, useState, type FormEvent } from 'react';
import { errorText } from 'shared';

/**
 * A form of one required text (a moderator's reason, an author's answer): a blank one is
 * refused here (the field says so and takes focus); the text sent trimmed; on a refusal the
 * API's words (else `failed`) and the text stays. On success the form is expected to go.
 */
export function useRequiredText(send: (text: string) => Promise<void>, failed: string) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await send(trimmed);
    } catch (error) {
      setFailure(errorText(error, failed));
      setBusy(false);
    }
  };

  const change = (value: string) => {
    setText(value);
    if (value.trim()) setInvalid(false);
  };

  return { text, change, invalid, failure, busy, field, submit };
}
