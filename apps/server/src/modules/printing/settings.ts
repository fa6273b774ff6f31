import { type PrintingConfig, printingConfigOf } from '../../config';

/**
 * The printing settings (config.ts, validated at start by loadConfig): read where a job or call
 * needs them, so that jobs, which get no request, see the same ones as routes.
 */
export const printingSettings = (): PrintingConfig => printingConfigOf();
