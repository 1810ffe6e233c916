// The product categories of the shop.
import { categoryIndexPage } from '~/components/dashboard/records/category_index_page'

export default categoryIndexPage('store_categories')
