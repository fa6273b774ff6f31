import { useMediaList } from '@meja/client';
import type { TMedia } from '@meja/contracts';
import { Card, Empty, Flex, Modal, Spin, Typography } from 'antd';

interface Props {
  open: boolean;
  /** Admins name the merchant; merchants and their staff leave it out. */
  merchantId?: number;
  title: string;
  emptyText: string;
  onPick: (media: TMedia) => void;
  onClose: () => void;
}

/** The merchant's media library in a dialog, to pick a picture already uploaded. */
export function MediaLibraryPicker({ open, merchantId, title, emptyText, onPick, onClose }: Props) {
  const list = useMediaList({ start: 0, length: 60, merchant_id: merchantId }, { enabled: open });
  const items = list.data?.data ?? [];
  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose} width={720}>
      {list.isLoading ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : items.length === 0 ? (
        <Empty description={emptyText} />
      ) : (
        <Flex wrap gap={12}>
          {items.map((m) => (
            <Card
              key={m.id}
              hoverable
              size="small"
              style={{ width: 150 }}
              cover={
                <img src={m.urls.thumb} alt={m.display_name} style={{ height: 110, objectFit: 'cover' }} />
              }
              onClick={() => onPick(m)}
            >
              <Typography.Text ellipsis>{m.display_name}</Typography.Text>
            </Card>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
