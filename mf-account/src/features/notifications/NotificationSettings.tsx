import { DisabledNotifications } from './DisabledNotifications';
import { NotificationSwitches } from './NotificationSwitches';

/** The notifications sub-screen of the settings: why e-mails stopped (each reason with its fix), then the switches. */
export function NotificationSettings() {
  return (
    <>
      <DisabledNotifications />
      <NotificationSwitches />
    </>
  );
}
