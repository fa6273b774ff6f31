import { DeleteOutlined, EditOutlined, SwapOutlined } from '@ant-design/icons';
import { useDeleteMedia, useMediaList } from '@meja/client';
import { can, hasOwnStore } from '@meja/contracts/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../kit/list/confirm';
import { ListPage, textsOf } from '../kit/list/ListPage';
import { useSession } from '../lib/session';
import { formatBytes } from './limits';
import { MediaModal, type MediaModalState } from './MediaModal';
import { PhotoCard } from './PhotoCard';

/** The merchant's photos as a grid of cards: upload, rename, replace and delete, paged and searchable. */
export default function MediaPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'media' });
  const user = useSession()?.user;
  const [editing, setEditing] = useState<MediaModalState>(null);
  const confirmDelete = useConfirmDelete('media', useDeleteMedia());

  return (
    <ListPage
      id="media"
      texts={textsOf('media', { intro: 'media.intro', noMatch: 'media.noMatch' })}
      scope={{ allowed: user && hasOwnStore(user.role) && can(user, 'media.manage') }}
      useRows={useMediaList}
      pageSize={24}
      search={{ placeholder: 'media.search' }}
      create={{ label: 'media.upload', onClick: () => setEditing({ mode: 'upload' }) }}
      card={(item) => (
        <PhotoCard
          key={item.id}
          photo={item}
          openLabel={t('open')}
          description={t('details', {
            width: item.width,
            height: item.height,
            size: formatBytes(item.bytes),
          })}
          actions={[
            {
              label: t('rename'),
              icon: <EditOutlined />,
              onClick: () => setEditing({ mode: 'rename', item }),
            },
            {
              label: t('replace'),
              icon: <SwapOutlined />,
              onClick: () => setEditing({ mode: 'replace', item }),
            },
            {
              label: t('delete'),
              icon: <DeleteOutlined />,
              danger: true,
              onClick: () => confirmDelete(item),
            },
          ]}
        />
      )}
    >
      <MediaModal state={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
