import { mediaLimits } from '@meja/contracts/constants';
import type { TFunction } from 'i18next';

/** 834 KB, 1.4 MB. */
export const formatBytes = (n: number) =>
  n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Why the server would refuse a picked file by its declared type or size, for the form to say at
 * once; undefined when it may go (the server still judges its content).
 */
export function pictureProblem(t: TFunction, file: File): string | undefined {
  if (!(mediaLimits.accept as readonly string[]).includes(file.type)) {
    return t('media.wrongType', { name: file.name });
  }
  if (file.size > mediaLimits.maxBytes) {
    return t('media.tooLarge', { name: file.name, size: formatBytes(file.size) });
  }
  return undefined;
}
