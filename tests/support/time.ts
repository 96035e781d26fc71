/** Waits for the next rate-limit minute when the current one ends within `ms`, so that a sequence stays in one window. */
export async function awaitRoomInWindow(ms = 5_000) {
  const untilNextWindow = 60_000 - (Date.now() % 60_000);
  if (untilNextWindow < ms) await new Promise((resolve) => setTimeout(resolve, untilNextWindow + 50));
}

/** Reads until `done` holds (every 50 ms, for up to 15 s): for what the worker does in the background. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
