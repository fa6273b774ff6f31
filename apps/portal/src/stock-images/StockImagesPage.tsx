import { useDeleteStockImage, useStockImageList } from '@meja/client';
import type { TStockImage } from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../kit/list/confirm';
import { ListPage, textsOf } from '../kit/list/ListPage';
import { useSession } from '../lib/session';
import { StockImageCard } from './StockImageCard';
import { StockImageModal, type StockImageModalState } from './StockImageModal';
import { useTagFilter } from './tag-filter';

/** The admin's food image library (SPEC §2): upload, tag, search, edit and delete stock food photos. */
export default function StockImagesPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const allowed = user && can(user, 'stock_images.write');
  const [editing, setEditing] = useState<StockImageModalState>(null);
  const confirmDelete = useConfirmDelete('stockImages', useDeleteStockImage(), {
    content: (item: TStockImage) =>
      item.used_by > 0 ? t('stockImages.confirmDeleteUsed', { count: item.used_by }) : undefined,
  });

  return (
    <ListPage
      id="stock-images"
      texts={textsOf('stockImages', { intro: 'stockImages.intro', noMatch: 'stockImages.noMatch' })}
      scope={{ allowed }}
      useRows={useStockImageList}
      pageSize={24}
      search={{ placeholder: 'stockImages.search', width: 320 }}
      filters={useTagFilter(Boolean(allowed))}
      create={{ label: 'stockImages.upload', onClick: () => setEditing({ mode: 'upload' }) }}
      card={(item, list) => (
        <StockImageCard
          key={item.id}
          item={item}
          onEdit={() => setEditing({ mode: 'edit', item })}
          onDelete={() => confirmDelete(item)}
          onTag={(tag) => list.filter('tag', tag)}
        />
      )}
    >
      <StockImageModal state={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
