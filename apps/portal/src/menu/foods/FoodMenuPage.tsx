import { FoodListPage } from './FoodListPage';

/** SPEC §2 "food menu". */
export default function FoodMenuPage() {
  return <FoodListPage kind="food" />;
}
