/** Waits for the next rate-limit minute when the current one ends within `ms`, so that a sequence stays in one window. */
export async function awaitRoomInWindow(ms = 5_000) {
  const untilNextWindow = 60_000 - (Date.now() % 60_000);
  if (untilNextWindow < ms) await new Promise((resolve) => setTimeout(resolve, untilNextWindow + 50));
}
