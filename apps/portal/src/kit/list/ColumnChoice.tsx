import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const storageKey = (list: string) => `meja.columns.${list}`;

function hiddenOf(list: string): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(list)) ?? '[]');
    return Array.isArray(saved) ? saved.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The columns a person chose to see in a list, remembered per list in this browser; the row
 * actions always stay. Off (`enabled` false), every column shows and there is no chooser.
 */
export function useColumnChoice<Row>(list: string, columns: ColumnType<Row>[], enabled: boolean) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => (enabled ? hiddenOf(list) : []));
  if (!enabled) return { shown: columns, chooser: null };

  const choosable = columns.filter((c) => c.key !== 'actions');
  const choose = (keys: string[]) => {
    const next = choosable.map((c) => String(c.key)).filter((k) => !keys.includes(k));
    setHidden(next);
    localStorage.setItem(storageKey(list), JSON.stringify(next));
  };
  const chooser = (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          value={choosable.map((c) => String(c.key)).filter((k) => !hidden.includes(k))}
          options={choosable.map((c) => ({ value: String(c.key), label: c.title as string }))}
          onChange={choose}
        />
      }
    >
      <Button icon={<SettingOutlined />}>{t('common.columns')}</Button>
    </Popover>
  );
  return { shown: columns.filter((c) => !hidden.includes(String(c.key))), chooser };
}
