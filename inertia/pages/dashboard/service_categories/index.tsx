// The categories of the bookable services.
import { categoryIndexPage } from '~/components/dashboard/records/category_index_page'

export default categoryIndexPage('service_categories')
