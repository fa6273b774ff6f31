/**
 * A promise rejected with nobody to hear it is logged and counted, not a reason to stop: pg-boss
 * completes and fails jobs without catching the rejection when the database is away, and an
 * instance that exits on that takes a restaurant offline through a database restart (issue 25).
 * An uncaught exception still stops the process (close-with-grace): its state may be corrupt.
 */
let unhandledRejections = 0;

export function countUnhandledRejections(log: { error(o: object, msg: string): void }) {
  process.on('unhandledRejection', (reason) => {
    unhandledRejections++;
    log.error({ err: reason, count: unhandledRejections }, 'unhandled rejection; the server carries on');
  });
}

/** How many since the process started (shown by /api/health). */
export const unhandledRejectionCount = () => unhandledRejections;
