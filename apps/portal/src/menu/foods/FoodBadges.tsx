import { PictureOutlined } from '@ant-design/icons';
import type { TFood } from '@meja/contracts';
import { Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A small picture, or a placeholder. */
export function FoodThumb({ food, size = 40 }: { food: TFood; size?: number }) {
  const style = { width: Math.round(size * 1.32), height: size, borderRadius: 6, flex: 'none' };
  return food.picture_urls ? (
    <img
      src={food.picture_urls.thumb}
      alt=""
      style={{ ...style, objectFit: 'cover', display: 'block' }}
      loading="lazy"
    />
  ) : (
    <Flex align="center" justify="center" style={{ ...style, background: 'rgba(0,0,0,0.04)', color: '#bbb' }}>
      <PictureOutlined />
    </Flex>
  );
}

/** Sold out, take-away and birthday-gift marks beside a name. */
export function FoodTags({ food }: { food: TFood }) {
  const { t } = useTranslation();
  return (
    <>
      {food.sold_out === 1 && <Tag color="red">{t('foods.soldOut')}</Tag>}
      {food.take_away === 1 && <Tag>{t('foods.takeAway')}</Tag>}
      {food.birthday_gift_only === 1 && <Tag color="magenta">{t('foods.birthdayGift')}</Tag>}
    </>
  );
}

/** The name in bold, with its marks. */
export const FoodName = ({ food }: { food: TFood }) => (
  <Space size={4} wrap>
    <Typography.Text strong>{food.name}</Typography.Text>
    <FoodTags food={food} />
  </Space>
);
