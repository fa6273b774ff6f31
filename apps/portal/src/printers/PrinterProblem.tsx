import { isApiError } from '@meja/client';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The main printer's series number field of the set-up page (antd names it after the form). */
export const seriesNoFieldId = 'printers_printer_series_no';

/**
 * The printer set-up page, at its series number: where every "cannot print" is fixed. Admins keep
 * the merchant they are looking at.
 */
export function PrinterSetupLink({ merchantId, children }: { merchantId?: number; children: ReactNode }) {
  return (
    <Link
      to={{
        pathname: '/printers',
        search: merchantId === undefined ? '' : `?merchant_id=${merchantId}`,
        hash: `#${seriesNoFieldId}`,
      }}
    >
      {children}
    </Link>
  );
}

/** The printer refusals the server names (SPEC §8), each with what to do about it. */
const printerReasons = ['printer_not_set_up', 'printer_unreachable', 'printer_busy'] as const;
type PrinterReason = (typeof printerReasons)[number];

export const printerReasonOf = (err: unknown): PrinterReason | undefined =>
  isApiError(err) && (printerReasons as readonly string[]).includes(err.reason ?? '')
    ? (err.reason as PrinterReason)
    : undefined;

/**
 * Why a print did not happen and where to fix it: the server's words (they say what is missing)
 * and a link to the printer set-up, for any screen that prints (a test print, the cashier's reprint).
 * Answers null for an error that is not about the printer.
 */
export function PrinterProblem({ error, merchantId }: { error: unknown; merchantId?: number }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'printers.problem' });
  const reason = printerReasonOf(error);
  if (!reason) return null;
  return (
    <Flex gap={4} align="center" wrap>
      <Typography.Text type="danger">{(error as Error).message}</Typography.Text>
      {reason === 'printer_unreachable' && <Typography.Text>{t('unreachable')}</Typography.Text>}
      {reason !== 'printer_busy' && <PrinterSetupLink merchantId={merchantId}>{t('open')}</PrinterSetupLink>}
    </Flex>
  );
}

/**
 * No printer saved yet: said at once from the saved set-up (no call to wait for), with the way to
 * the field that fixes it. `id` names it for the buttons it explains.
 */
export function NoPrinterYet({ id, merchantId }: { id: string; merchantId?: number }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'printers.problem' });
  return (
    <Flex gap={4} align="center" wrap id={id}>
      <Tag color="warning">{t('notSetUp')}</Tag>
      <Typography.Text>{t('none')}</Typography.Text>
      <PrinterSetupLink merchantId={merchantId}>{t('fixNone')}</PrinterSetupLink>
    </Flex>
  );
}
