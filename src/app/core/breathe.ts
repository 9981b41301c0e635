/**
 * Gives the main thread back to the browser for a moment (input, a frame, a storage reply), then
 * goes on: `scheduler.yield()` where there is one (it goes on ahead of other tasks), else a
 * message to itself (a timeout would be held to 4 ms once nested).
 */
export function breathe(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
