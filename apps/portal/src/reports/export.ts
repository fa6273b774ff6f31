import { errorOf } from '@meja/client';
import type { ReportName, TReportQuery } from '@meja/contracts';
import i18n from '../i18n';
import { feedback } from '../lib/feedback';
import { getSession } from '../lib/session';
import { exportPathOf, fileNameFrom, fileNameOf } from './query';

export type ExportFormat = 'csv' | 'xlsx';

/** Hands a downloaded file to the browser to save. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * GET {report path}/export: every row the query's filters keep, as CSV or XLSX. Fetched with the
 * session's bearer token rather than opened as a link: a token never goes in a URL (it would sit
 * in history and logs), and a refusal shows as the server's message.
 */
async function download(
  name: ReportName,
  query: TReportQuery,
  format: ExportFormat,
  range?: { from: string; to: string },
) {
  const token = getSession()?.token;
  const res = await fetch(exportPathOf(name, query, format), {
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Accept-Language': i18n.resolvedLanguage ?? i18n.language,
    },
  });
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the status says enough.
    }
    throw errorOf(res.status, body, res.statusText);
  }
  save(
    await res.blob(),
    fileNameFrom(res.headers.get('content-disposition')) ?? fileNameOf(name, range, format),
  );
}

/** Downloads a report's export and says how it went; true when the file was saved. */
export async function exportReport(
  name: ReportName,
  query: TReportQuery,
  format: ExportFormat,
  range?: { from: string; to: string },
): Promise<boolean> {
  try {
    await download(name, query, format, range);
    feedback.message.success(i18n.t('reports.exported'));
    return true;
  } catch (err) {
    // Not the API client's fetch: its 5xx notice does not show, so every failure is said here.
    feedback.message.error(err instanceof Error ? err.message : String(err));
    return false;
  }
}
