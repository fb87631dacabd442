import { SHELL_FAILED_EVENT as SHARED_SHELL_FAILED_EVENT } from '@bookcraft/shared';
import { reportShellFailure, SHELL_FAILED_EVENT } from './shellFailure';

describe('reportShellFailure', () => {
  it('uses the event name the boot script listens for', () => {
    expect(SHELL_FAILED_EVENT).toBe(SHARED_SHELL_FAILED_EVENT);
  });

  it('logs the failure with what it means and tells the boot script', () => {
    const heard = jest.fn();
    window.addEventListener(SHARED_SHELL_FAILED_EVENT, heard);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Loading chunk 42 failed');
    reportShellFailure(failure);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('the shell could not start'), failure);
    log.mockRestore();
    window.removeEventListener(SHARED_SHELL_FAILED_EVENT, heard);
  });
});
