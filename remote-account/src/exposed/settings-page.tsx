import '../register-part';

export default function SettingsPage(props: { onClose?: () => void }) {
  return <section data-testid="settings-page"><h2>Settings</h2>{props.onClose && <button type="button" onClick={props.onClose}>Close</button>}</section>;
}
