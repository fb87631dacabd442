import { useState } from 'react';
import { button } from '../ui/styles';
import { askDesktopPermission, desktopPermission } from './desktopNotifications';

/** The one place the console asks for notification permission: a button the member clicks, never on load. */
export function DesktopNotificationsControl() {
  const [permission, setPermission] = useState(desktopPermission);

  switch (permission) {
    case 'unsupported':
      return null;
    case 'default':
      return (
        <button type="button" css={button} onClick={() => askDesktopPermission().then(setPermission, () => undefined)}>
          Turn on desktop notifications
        </button>
      );
    case 'granted':
      return <p role="status">Desktop notifications on</p>;
    case 'denied':
      return <p>Desktop notifications are blocked: allow them in this site's browser settings.</p>;
  }
}
