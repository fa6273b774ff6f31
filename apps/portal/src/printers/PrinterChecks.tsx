import { ApiOutlined, PrinterOutlined } from '@ant-design/icons';
import { isApiError, usePrinterConnection, useTestReceipt } from '@meja/client';
import type { TestPrintType } from '@meja/contracts';
import { Button, Flex, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NoPrinterYet, PrinterProblem, printerReasonOf } from './PrinterProblem';
import type { CheckTarget } from './values';

interface Props {
  target: CheckTarget;
  merchantId: number | undefined;
  /** The main printer tests a receipt; a station a kitchen ticket. */
  type: TestPrintType;
  /** Names the printer for screen readers ("Main printer", "Sub printer 2"). */
  label: string;
}

/** A refusal's words: the server's (SPEC §8), unless the client already reported a lost connection or 5xx. */
const reasonOf = (err: unknown) =>
  isApiError(err) && (err.status === 0 || err.status >= 500) ? undefined : (err as Error | null)?.message;

/**
 * "Check connection" and "Test receipt" for one printer, each answer shown beside its button.
 * Both reach the saved set-up, so a row with unsaved changes waits for the save; an answer about
 * an earlier set-up goes once the row changes.
 */
export function PrinterChecks(props: Props) {
  const { target } = props;
  const key = target.ready ? `printer-${target.printer_id ?? 'main'}` : target.missing ? 'none' : 'unsaved';
  return <Checks key={key} {...props} />;
}

function Checks({ target, merchantId, type, label }: Props) {
  const { t } = useTranslation(undefined, { keyPrefix: 'printers' });
  const connection = usePrinterConnection();
  const test = useTestReceipt();
  const ready = target.ready;
  const printerId = target.ready ? target.printer_id : undefined;
  const busy = connection.isPending || test.isPending;
  const noteId = useId();
  const missing = !target.ready && target.missing === true;

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap align="center">
        <Button
          icon={<ApiOutlined />}
          disabled={!ready || busy}
          loading={connection.isPending}
          aria-label={`${t('check.connection')}: ${label}`}
          aria-describedby={ready ? undefined : noteId}
          onClick={() => {
            test.reset();
            connection.mutate({ printer_id: printerId, merchant_id: merchantId });
          }}
        >
          {t('check.connection')}
        </Button>
        <Button
          icon={<PrinterOutlined />}
          disabled={!ready || busy}
          loading={test.isPending}
          aria-label={`${type === 'kitchen' ? t('check.testKitchen') : t('check.test')}: ${label}`}
          aria-describedby={ready ? undefined : noteId}
          onClick={() => {
            connection.reset();
            test.mutate({ type, printer_id: printerId, merchant_id: merchantId });
          }}
        >
          {type === 'kitchen' ? t('check.testKitchen') : t('check.test')}
        </Button>
        <output aria-live="polite">
          {connection.data && (
            <Flex gap={4} align="center" wrap>
              <Tag color={connection.data.online ? 'success' : 'error'}>
                {connection.data.online ? t('check.online') : t('check.offline')}
              </Tag>
              {connection.data.message && <Typography.Text>{connection.data.message}</Typography.Text>}
              {!connection.data.online && <Typography.Text>{t('problem.unreachable')}</Typography.Text>}
            </Flex>
          )}
          {connection.isError && (
            <Flex gap={4} align="center" wrap>
              <Tag color="error">{t('check.offline')}</Tag>
              {reasonOf(connection.error) && <Typography.Text>{reasonOf(connection.error)}</Typography.Text>}
            </Flex>
          )}
          {test.isSuccess && <Tag color="success">{test.data.message || t('check.printed')}</Tag>}
          {test.isError && (
            <Flex gap={4} align="center" wrap>
              <Tag color="error">{t('check.failed')}</Tag>
              {printerReasonOf(test.error) ? (
                <PrinterProblem error={test.error} merchantId={merchantId} />
              ) : (
                reasonOf(test.error) && (
                  <Typography.Text type="danger">{reasonOf(test.error)}</Typography.Text>
                )
              )}
            </Flex>
          )}
        </output>
      </Flex>
      {missing && <NoPrinterYet id={noteId} merchantId={merchantId} />}
      {!ready && !missing && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} id={noteId}>
          {t('unsaved')}
        </Typography.Text>
      )}
    </Flex>
  );
}
