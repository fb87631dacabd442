import { registerShortVisitsOnLeave } from './shortVisitBeacon';

// `/assets/leave.js`: the boot script loads it on every page once loaded, woken or not, so a visitor who reads and leaves
// without touching the page (and so never starts the shell) is counted too.
registerShortVisitsOnLeave();
