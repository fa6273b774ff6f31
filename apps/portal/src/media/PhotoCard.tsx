import type { TMediaUrls } from '@meja/contracts';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import type { RowAction } from '../kit/list/columns';

/** A library thumbnail (288 × 218), as wide as its card or tile. */
export const PhotoThumb = ({ src, alt }: { src: string; alt: string }) => (
  <img
    src={src}
    alt={alt}
    width={288}
    height={218}
    loading="lazy"
    style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '288 / 218', objectFit: 'cover' }}
  />
);

/**
 * A photo of a library as a card: its thumbnail opens the full size in a new tab, its name and
 * `description` under it, and its actions (rename, replace, delete ...) at the bottom.
 */
export function PhotoCard({
  photo,
  openLabel,
  description,
  actions,
}: {
  photo: { display_name: string; urls: TMediaUrls };
  openLabel: string;
  description: ReactNode;
  actions: RowAction[];
}) {
  return (
    <Card
      size="small"
      cover={
        <a href={photo.urls.original} target="_blank" rel="noreferrer" title={openLabel}>
          <PhotoThumb src={photo.urls.thumb} alt={photo.display_name} />
        </a>
      }
      actions={actions.map(({ label, icon, onClick, danger }) => (
        <Button
          key={label}
          type="text"
          size="small"
          danger={danger}
          icon={icon}
          onClick={onClick}
          style={{ paddingInline: 4 }}
        >
          {label}
        </Button>
      ))}
    >
      <Card.Meta
        title={<span title={photo.display_name}>{photo.display_name}</span>}
        description={description}
      />
    </Card>
  );
}
