import styles from './form.module.css';

/**
 * A message about the whole form. Errors interrupt (role="alert"); good news waits its turn
 * (role="status").
 */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: string;
}) {
  const toneClass =
    tone === 'error' ? styles.messageError : tone === 'success' ? styles.messageSuccess : '';
  return (
    <p className={`${styles.message} ${toneClass}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
