import { FoodListPage } from './FoodListPage';

/** SPEC §2 "alcohol category and menu": the items that grant tickets (PRODUCT.md Tickets). */
export default function AlcoholMenuPage() {
  return <FoodListPage kind="alcohol" />;
}
