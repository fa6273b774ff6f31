import type { ReportHandler } from './types';

/** A report not built yet: answers 500 so nobody mistakes it for an empty report. (Removed once every report is built.) */
export const notBuilt: ReportHandler = {
  page: async () => {
    throw new Error('report not built yet');
  },
  async *rows() {
    yield* [];
    throw new Error('report not built yet');
  },
};
