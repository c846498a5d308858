// Web Locks as browsers grant them for one name: exclusive, first come first served. Node has
// none, and without them two drains of the outbox would run side by side, as no browser lets
// them.
export function webLocks() {
  let tail = Promise.resolve();
  const request = (_name: string, cb: () => Promise<unknown>) => {
    const granted = tail.then(cb);
    tail = granted.then(
      () => undefined,
      () => undefined,
    );
    return granted;
  };
  return { request };
}
