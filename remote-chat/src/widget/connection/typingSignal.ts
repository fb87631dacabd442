/** How long after the last keystroke the visitor counts as no longer typing. */
export const TYPING_IDLE_MS = 2_000;

/** Turns keystrokes into "typing" on the first and "stopped" once they pause, instead of an event per key. */
export function createTypingSignal(send: (typing: boolean) => void) {
  let typing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    if (!typing) return;
    typing = false;
    send(false);
  };
  return {
    input() {
      if (!typing) {
        typing = true;
        send(true);
      }
      clearTimeout(timer);
      timer = setTimeout(stop, TYPING_IDLE_MS);
    },
    stop,
  };
}
