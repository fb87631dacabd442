import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// How long `findBy…` and `waitFor` wait for what a user would see. Testing Library's 1 s is tight on a
// two-core machine running a whole suite: a reconnect and a history fetch (remote-chat's
// reconnecting.test) once took longer under CI's load. A bound on waiting, not on speed.
configure({ asyncUtilTimeout: 3_000 });
