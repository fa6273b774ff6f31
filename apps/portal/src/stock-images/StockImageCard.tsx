import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TStockImage } from '@meja/contracts';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../media/limits';
import { PhotoCard } from '../media/PhotoCard';

/** A stock photo with its size, how many foods show it and its tags (a click filters by one). */
export function StockImageCard(p: {
  item: TStockImage;
  onEdit: () => void;
  onDelete: () => void;
  onTag: (tag: string) => void;
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'stockImages' });
  const { item } = p;
  const size = { width: item.width, height: item.height, size: formatBytes(item.bytes) };
  return (
    <PhotoCard
      photo={item}
      openLabel={t('open')}
      actions={[
        { label: t('edit'), icon: <EditOutlined />, onClick: p.onEdit },
        { label: t('delete'), icon: <DeleteOutlined />, danger: true, onClick: p.onDelete },
      ]}
      description={
        <Flex vertical gap={6}>
          <span>
            {t('details', size)}
            {' · '}
            {item.used_by > 0 ? t('usedBy', { count: item.used_by }) : t('unused')}
          </span>
          {item.tags.length > 0 && (
            <Flex wrap gap={4}>
              {item.tags.map((tag) => (
                <Tag key={tag} style={{ cursor: 'pointer', marginInlineEnd: 0 }} onClick={() => p.onTag(tag)}>
                  {tag}
                </Tag>
              ))}
            </Flex>
          )}
        </Flex>
      }
    />
  );
}
