// Things to undo however the bench ends: normal exit, an error, or Ctrl-C.
type Undo = () => void | Promise<void>;
const undos: Undo[] = [];

export function onCleanup(undo: Undo): void {
  undos.push(undo);
}

let running: Promise<void> | undefined;

/** Runs the undos once, newest first; a second call waits for the first. */
export function cleanup(): Promise<void> {
  running ??= (async () => {
    while (undos.length > 0) {
      const undo = undos.pop()!;
      try {
        await undo();
      } catch (error) {
        console.error('cleanup:', error);
      }
    }
    running = undefined;
  })();
  return running;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping servers...`);
    void cleanup().finally(() => process.exit(130));
  });
}
