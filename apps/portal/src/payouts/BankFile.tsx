import { DownloadOutlined } from '@ant-design/icons';
import { usePayoutFile } from '@meja/client';
import { type PayoutFileFormat, type PayoutKind, payoutFileFormats } from '@meja/contracts';
import { Button, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { showError } from '../lib/form-errors';
import { klDate } from '../lib/kl-time';

/** Saves text as a file the browser downloads. */
function save(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Download bank file" in the chosen bank's bulk payment format: the selected approved items, or
 * every approved item of the list's one kind. A list of several kinds (agent and mentor
 * commission) needs a selection, so a file never mixes in another tab's items.
 */
export function BankFile({ ids, kind }: { ids: number[]; kind: PayoutKind | undefined }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<PayoutFileFormat>('duitnow');
  const file = usePayoutFile();
  const usable = ids.length > 0 || kind !== undefined;
  const download = async () => {
    try {
      const csv = await file.mutateAsync(ids.length ? { format, ids } : { format, type: kind });
      save(csv, `payouts-${format}-${klDate(new Date())}.csv`);
      feedback.message.success(t('payouts.bankFileSaved'));
    } catch (err) {
      showError(err);
    }
  };
  const button = (
    <Button icon={<DownloadOutlined />} disabled={!usable} loading={file.isPending} onClick={download}>
      {t('payouts.bankFile')}
    </Button>
  );
  return (
    <Space.Compact>
      <Select<PayoutFileFormat>
        aria-label={t('payouts.bankFormat')}
        value={format}
        onChange={setFormat}
        style={{ width: 170 }}
        options={payoutFileFormats.map((f) => ({ value: f, label: t(`payouts.formats.${f}`) }))}
      />
      {usable ? button : <Tooltip title={t('payouts.bankFileHint')}>{button}</Tooltip>}
    </Space.Compact>
  );
}
