import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';

interface Options<Row extends { version: number }> {
  /** The row being edited; none while adding one. */
  editing: Row | undefined;
  /** Reads the row again (a query that does not run by itself). */
  row: { refetch: () => Promise<{ data?: Row }>; isFetching: boolean };
  /** Puts a freshly read row in the form. */
  fill: (row: Row) => void;
  texts: 'menuCategories' | 'menuOptions';
}

/**
 * An edit saved with the version it is based on: a save over someone else's newer change is
 * refused (409), and `alert` then offers to load their version, which the next save is based on.
 */
export function useVersionedEdit<Row extends { version: number }>({
  editing,
  row,
  fill,
  texts,
}: Options<Row>) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(editing?.version);
  const [conflict, setConflict] = useState<string | null>(null);

  const reload = async () => {
    const fresh = await row.refetch();
    if (!fresh.data) return;
    fill(fresh.data);
    setVersion(fresh.data.version);
    setConflict(null);
    feedback.message.info(t(`${texts}.reloaded`));
  };

  const alert = conflict && (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t(`${texts}.conflictTitle`)}
      description={conflict}
      action={
        <Button size="small" onClick={reload} loading={row.isFetching}>
          {t(`${texts}.reload`)}
        </Button>
      }
    />
  );
  return { version, conflict: setConflict, alert };
}
