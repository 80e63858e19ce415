/** Web Push alerts on /settings: turning them on and off in this browser. */
export const PUSH_TEXTS = {
  title: 'Alerts in this browser',
  hint: 'Watched-area alerts appear as notifications from this browser, even when RentMap is closed. Each browser is turned on by itself.',
  turnOn: 'Turn on alerts in this browser',
  turningOn: 'Turning on…',
  turnOff: 'Turn off in this browser',
  turningOff: 'Turning off…',
  checking: 'Checking this browser…',
  on: 'Alerts are on in this browser.',
  off: 'Alerts are off in this browser.',
  blocked:
    'This browser blocks notifications from RentMap. Allow them in the site settings (the icon next to the address), then try again.',
  dismissed: 'Alerts stay off: the browser did not get permission to show notifications.',
  unsupported:
    'This browser cannot receive push alerts. Try a recent Chrome, Edge, Firefox or Safari (on iPhone, add RentMap to the Home Screen first).',
  turnOnFailed: 'Alerts could not be turned on. Please try again.',
  turnOffFailed: 'Alerts could not be turned off. Please try again.',
} as const;
